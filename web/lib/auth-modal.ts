// The auth modal contract: any screen opens a frame of the sign-in modal by a window event,
// so nobody imports the modal itself. 'app:auth-required' (sent by locked actions such as
// the favourite heart) opens the login frame.
export type AuthFrame =
  | 'login'
  | 'total-login'
  | 'register'
  | 'register-confirm'
  | 'password-recovery'
  | 'social-auth'
  | 'social-confirmation'
  | 'register-info';

export const AUTH_MODAL_EVENT = 'app:auth-modal';
export const AUTH_REQUIRED_EVENT = 'app:auth-required';

export interface AuthModalDetail {
  frame: AuthFrame | null;
  /** false: the spec's unclosable modal (no cross, Escape ignored); the frame's buttons lead out. */
  closable?: boolean;
}

/** Opens the auth modal on `frame` (replacing the open frame); `closable: false` makes it unclosable. */
export function openAuthModal(frame: AuthFrame = 'login', { closable = true }: { closable?: boolean } = {}): void {
  window.dispatchEvent(new CustomEvent<AuthModalDetail>(AUTH_MODAL_EVENT, { detail: { frame, closable } }));
}

export function closeAuthModal(): void {
  window.dispatchEvent(new CustomEvent<AuthModalDetail>(AUTH_MODAL_EVENT, { detail: { frame: null } }));
}

/** For locked actions: asks the visitor to sign in. */
export function requireAuth(): void {
  window.dispatchEvent(new Event(AUTH_REQUIRED_EVENT));
}
