// What the frames of the auth modal hand to each other (the login being registered or
// recovered, the channel of the last code, the social sign-in in progress), the props every
// frame gets, and the frame titles.
import type { AuthFrame } from '../../lib/auth-modal.ts';
import type { SocialNetwork } from '../../../sync/rules/account-limits.ts';
import type { SendType } from './auth-api.ts';

export interface SocialPending {
  social: SocialNetwork;
  code: string;
  state: string;
  fullName?: string;
}

export interface AuthFlow {
  /** The login as sent to the server ('+79991234567' or an e-mail). */
  login?: string;
  /** The login as the visitor typed it (masked phone). */
  shownLogin?: string;
  password?: string;
  sendType?: SendType | 'email';
  social?: SocialPending;
  /** Social link: no account has this login yet, so the agreement is asked for. */
  isNew?: boolean;
}

export interface FrameProps {
  flow: AuthFlow;
  /** Moves to another frame, adding to the shared flow. */
  go: (frame: AuthFrame, patch?: Partial<AuthFlow>) => void;
  close: () => void;
}

export const SOCIAL_LABELS: Record<SocialNetwork, string> = { vk: 'VK', ok: 'OK', fb: 'FB' };

export function frameTitle(frame: AuthFrame, flow: AuthFlow): string {
  switch (frame) {
    case 'login':
      return 'Вход';
    case 'total-login':
      return 'Пользовательское соглашение';
    case 'register':
      return 'Регистрация';
    case 'register-confirm':
      return 'Подтверждение номера';
    case 'password-recovery':
      return 'Восстановление пароля';
    case 'social-auth':
      return `Авторизация через ${SOCIAL_LABELS[flow.social?.social ?? 'vk']}`;
    case 'social-confirmation':
      return 'Подтверждение входа';
    case 'register-info':
      return 'Расскажи о себе';
  }
}
