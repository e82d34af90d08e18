// The only place server HTML reaches the page: sanitised with DOMPurify first, even when the server says
// it already cleaned it. Marked words get their tooltips here.
// DOMPurify (12 KB gzip) is not on the first load. A block the server's first screen drew (#first-screen:
// the page's own HTML, which the browser has already parsed and shown) is shown as a copy of that screen's
// nodes, never as a string through dangerouslySetInnerHTML, and stays so: those nodes were live in the
// document already, so cleaning them again would add nothing but a redraw of every block (a long task on a
// phone, issue 17). A block the server did not draw waits for DOMPurify, marked busy.
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FIRST_SCREEN_ID } from '../../../sync/protocol/first-screen.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { idleLazy } from '../../lib/idle-lazy.tsx';
import '../word-tooltips/word-tooltips.css';

const loadTooltips = () => import('../word-tooltips/use-word-tooltips.tsx').then((m) => m.WordTooltips);
/** Tooltips of marked words, only for HTML that has some: loaded when the page is idle... */
const WordTooltipsWhenIdle = idleLazy(loadTooltips);
/** ...or at once when a reader points at, taps or focuses a marked word before that. */
const WordTooltipsNow = lazy(() => loadTooltips().then((component) => ({ default: component })));
const MARKED_WORD = 'span.tooltip[data-tooltip]';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

type Sanitize = (html: string) => string;

const PROFILE = { USE_PROFILES: { html: true } };
let sanitize: Sanitize | null = null;
/**
 * In the browser, DOMPurify's own cleaned nodes: handing React the cleaned string made the browser parse each block a
 * second time, up to 18 ms in one slice for a long block (unthrottled; issue 17).
 */
let cleanNodes: ((html: string) => DocumentFragment) | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * Loads DOMPurify (in the server's first-screen build, its stand-in: vite.ssr.config.ts); SafeHtml draws
 * synchronously once this has resolved, so the server awaits it before rendering.
 */
export function loadSanitizer(): Promise<Sanitize> {
  return (loading ??= import('dompurify').then(
    ({ default: purify }) => {
      if (typeof document !== 'undefined') {
        cleanNodes = (html) => purify.sanitize(html, { ...PROFILE, RETURN_DOM_FRAGMENT: true });
      }
      return (sanitize = (html) => purify.sanitize(html, PROFILE));
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

/** A short name of the raw HTML (length and FNV-1a), the same on the server and in the browser. */
export function htmlKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return `${html.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

function serverScreen(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ID);
}

function serverCopy(key: string): Element | null {
  return serverScreen()?.querySelector(`[data-html="${key}"]`) ?? null;
}

export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const [ready, setReady] = useState(sanitize !== null);
  const key = useMemo(() => htmlKey(html), [html]);
  // Found once per HTML, while the server's screen is there: the copy stays in this box after it has gone.
  // Not state set in a layout effect: that drew every block of a post again in one blocking task (issue 17).
  const copy = useMemo(() => serverCopy(key), [key]);
  const clean = useMemo(() => {
    if (copy !== null || !ready) return null;
    return cleanNodes ? cleanNodes(html) : sanitize ? sanitize(html) : null;
  }, [html, ready, copy]);
  const box = useRef<HTMLDivElement>(null);
  const hasTooltips = html.includes('data-tooltip');
  const [touched, setTouched] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const root = box.current;
    if (!hasTooltips || touched || !root) return;
    const wake = (e: Event) => {
      const word = e.target instanceof Element ? e.target.closest<HTMLElement>(MARKED_WORD) : null;
      if (word) setTouched(word);
    };
    const events = ['pointerover', 'focusin', 'click'] as const;
    for (const name of events) root.addEventListener(name, wake);
    return () => {
      for (const name of events) root.removeEventListener(name, wake);
    };
  }, [hasTooltips, touched]);

  useLayoutEffect(() => {
    if (copy && box.current) box.current.replaceChildren(...[...copy.childNodes].map((n) => n.cloneNode(true)));
  }, [copy]);

  useLayoutEffect(() => {
    // A fragment is emptied by the move: an effect run again for the same nodes (strict mode) leaves the box as is.
    if (clean instanceof DocumentFragment && clean.hasChildNodes() && box.current) box.current.replaceChildren(clean);
  }, [clean]);

  useEffect(() => {
    if (ready || copy) return;
    let live = true;
    const load = () =>
      void loadSanitizer().then(
        // In a transition: every waiting block is cleaned and drawn in short slices, not in one long task.
        () => live && startTransition(() => setReady(true)),
        (error: unknown) => console.error(error),
      );
    // A block on screen needs DOMPurify now; one further down can wait until the app has taken over. Where it
    // is is read in the next frame's callbacks: the first read lays the page out once for that frame (the others
    // reuse it), where a read here forced that layout into the task of every effect of the page just drawn (a
    // post: 30 to 50 ms unthrottled, issue 17). It is still before the takeover, which swaps the screens a frame
    // after its own check in that frame (web/app/first-screen.ts).
    requestAnimationFrame(() => {
      if (!live) return;
      if ((box.current?.getBoundingClientRect().top ?? 0) < window.innerHeight) load();
      else whenIdle(load);
    });
    return () => {
      live = false;
    };
  }, [ready, copy, key]);

  // What the tooltips wire again when it changes: the server's copy, then the cleaned block.
  const shown = clean === null ? key : html;
  const body =
    clean === null
      ? { 'aria-busy': copy === null || undefined }
      : typeof clean === 'string'
        ? { dangerouslySetInnerHTML: { __html: clean } }
        : {};
  return (
    <>
      <div ref={box} id={id} className={className} data-html={key} {...body} />
      {hasTooltips &&
        (touched ? (
          <Suspense fallback={null}>
            <WordTooltipsNow container={box} html={shown} initial={touched} />
          </Suspense>
        ) : (
          <WordTooltipsWhenIdle container={box} html={shown} />
        ))}
    </>
  );
}
