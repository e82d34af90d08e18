// The popup contract: any module opens or closes the one popup slot by a window event
// ('app:popup'), so callers never import the host. Only the host listens, through onPopupRequest:
// the host loads after the first screen (web/routes/__root.tsx), and a request made before that
// (an address flag's failure, a 429) is kept here and shown when it arrives.
export interface ResponsePopupProps {
  title: string;
  /** HTML; sanitised with DOMPurify before it is shown. */
  html: string;
  button: string;
  error?: boolean;
}

export interface PopupPropsMap {
  registration: Record<string, never>;
  questions: Record<string, never>;
  response: ResponsePopupProps;
  'text-info': { title: string; text: string; button?: string };
  /** A YouTube id (videoId) or a full iframe address (src). */
  video: { videoId?: string; src?: string; title?: string };
  'request-limit': Record<string, never>;
}

export type PopupKind = keyof PopupPropsMap;
export type PopupRequest = { [K in PopupKind]: { kind: K; props: PopupPropsMap[K] } }[PopupKind];
export type PopupEventDetail = PopupRequest | { kind: null };

export const POPUP_EVENT = 'app:popup';

let host: ((detail: PopupEventDetail) => void) | null = null;
let unheard: PopupEventDetail | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener(POPUP_EVENT, (e) => {
    if (!(e instanceof CustomEvent)) return;
    const detail: PopupEventDetail = e.detail;
    if (host) host(detail);
    else unheard = detail;
  });
}

/** The host's subscription: every request from now on, and the last one made before the host listened. */
export function onPopupRequest(handler: (detail: PopupEventDetail) => void): () => void {
  host = handler;
  const missed = unheard;
  unheard = null;
  if (missed) handler(missed);
  return () => {
    if (host === handler) host = null;
  };
}

function dispatch(detail: PopupEventDetail): void {
  window.dispatchEvent(new CustomEvent<PopupEventDetail>(POPUP_EVENT, { detail }));
}

/** Opens a popup of this kind (replacing the open one). */
export function openPopup<K extends PopupKind>(kind: K, props: PopupPropsMap[K]): void {
  // TypeScript cannot correlate a generic K with the mapped union; the signature above does.
  dispatch({ kind, props } as PopupRequest);
}

/** How a popup may be dismissed besides its own buttons. */
export interface PopupFlags {
  escape: boolean;
  outside: boolean;
}

export const POPUP_FLAGS: Record<PopupKind, PopupFlags> = {
  registration: { escape: true, outside: true },
  questions: { escape: true, outside: true },
  response: { escape: true, outside: true },
  'text-info': { escape: true, outside: true },
  video: { escape: true, outside: true },
  'request-limit': { escape: true, outside: true },
};
