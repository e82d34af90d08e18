// The comments under a material, news item or event, off the first load: their code (forms,
// dialogs, the reply tree) is loaded once the page around them is drawn and the browser is idle,
// or at once when the reader scrolls near them, since they sit below the first screen. The
// placeholder keeps their place.
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

const CommentsSection = lazy(() => import('./comments-section.tsx').then((m) => ({ default: m.CommentsSection })));

/** Starts loading this far before the comments scroll into view, so they are there when seen. */
const AHEAD = '800px';

export function LazyCommentsSection({ base, blocked = false }: { base: string; blocked?: boolean }) {
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = spot.current;
    if (!el || near) return;
    let live = true;
    // In a transition: the placeholder stays while their code loads, and they are drawn in slices (issue 17).
    const show = () => startTransition(() => setNear(true));
    // Mounted with the page's content: idle from here on means the first screen is done.
    whenIdle(() => live && show());
    if (typeof IntersectionObserver === 'undefined') return show();
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: AHEAD,
    });
    seen.observe(el);
    return () => {
      live = false;
      seen.disconnect();
    };
  }, [near]);
  const placeholder = <div ref={spot} className="comments-placeholder" aria-busy="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div className="comments-placeholder" aria-busy="true" />}>
      <CommentsSection base={base} blocked={blocked} />
    </Suspense>
  );
}
