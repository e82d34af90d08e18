// Listens for 'app:popup' and shows at most one popup (plus the cookie notice, which has
// its own rules). Escape and outside clicks close only where the kind's flags allow;
// the video popup also closes when the route changes.
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CookiesPopup } from './cookies-popup.tsx';
import { onPopupRequest, POPUP_FLAGS, type PopupEventDetail, type PopupRequest } from './popup-events.ts';
import { PopupFrame } from './popup-frame.tsx';

// The bodies (the feedback form, sanitised HTML through DOMPurify, the video frame) are not on
// the first load: they arrive with the first popup, from the service worker's cache offline.
const PopupBody = lazy(() => import('./popup-bodies.tsx').then((m) => ({ default: m.PopupBody })));

function titleOf(req: PopupRequest): string {
  switch (req.kind) {
    case 'registration':
      return 'Присоединяйся к сообществу';
    case 'questions':
      return 'Написать нам';
    case 'response':
      return req.props.title;
    case 'text-info':
      return req.props.title;
    case 'video':
      return req.props.title ?? 'Видео';
    case 'request-limit':
      return 'Достигнут лимит запросов';
  }
}

export function PopupHost() {
  const [active, setActive] = useState<PopupRequest | null>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(
    () =>
      onPopupRequest((detail: PopupEventDetail) =>
        // The timed registration prompt never interrupts a popup the visitor is using.
        setActive((cur) => (detail.kind === null ? null : detail.kind === 'registration' && cur ? cur : detail)),
      ),
    [],
  );

  // Only a change of route closes the video: the host loads once the page is idle, and a video asked for
  // before that (kept by popup-events.ts) must survive the host's first render.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setActive((cur) => (cur?.kind === 'video' ? null : cur));
  }, [pathname]);

  useEffect(() => {
    if (!active || !POPUP_FLAGS[active.kind].escape) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        setActive(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);

  useEffect(() => {
    document.documentElement.classList.toggle('has-popup', active !== null);
  }, [active]);

  const close = () => setActive(null);
  return (
    <>
      {active && (
        <PopupFrame
          title={titleOf(active)}
          onClose={close}
          onOutside={POPUP_FLAGS[active.kind].outside ? close : undefined}
          variant={active.kind === 'registration' ? 'top' : active.kind === 'video' ? 'wide' : 'center'}
          tone={active.kind === 'response' && active.props.error ? 'error' : 'default'}
          contentKey={active.kind}
        >
          <Suspense
            fallback={
              <p className="popup__loading" role="status">
                Загружаем…
              </p>
            }
          >
            <PopupBody active={active} onClose={close} />
          </Suspense>
        </PopupFrame>
      )}
      <CookiesPopup />
    </>
  );
}
