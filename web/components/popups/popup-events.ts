// The popup contract: any module opens or closes the one popup slot by a window event
// ('app:popup'), so callers never import the host. Only the host listens.
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
