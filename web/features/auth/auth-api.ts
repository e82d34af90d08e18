// The accounts calls of the auth modal (paths and payloads of spec section 7 and the issue).
// Answers arrive camelCased; failures throw ApiError {message = server detail, status}.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { CurrentUser } from '../../lib/session.ts';

export interface SignInAnswer {
  accessToken: string;
  user: CurrentUser;
  created?: boolean;
}

export type SendType = 'flash_call' | 'sms';

export interface CodeSentAnswer {
  success?: boolean;
  /** The channel the server chose ('email' for an e-mail login). */
  sendType: SendType | 'email';
  attempt: number;
  requestsLeft: number;
  resendSeconds: number;
  isNew?: boolean;
}

export const login = (loginText: string, password: string) =>
  apiFetch<SignInAnswer>('/auth/login', { method: 'POST', body: { login: loginText, password } });

export const phoneExists = async (phone: string) =>
  (await apiFetch<ApiResponse<'/auth/exist'>>('/auth/exist', { query: { phone } })).exist;

/** Registration code; 200 {error: true} (user exists) is thrown as an ApiError of kind 'flagged'. */
export const sendRegisterCode = (loginText: string, sendType: SendType) =>
  apiFetch<CodeSentAnswer>('/auth/verify/send', { method: 'POST', query: { login: loginText, sendType } });

export const register = (body: {
  login: string;
  password: string;
  confirmPassword: string;
  verificationCode: string;
  fromUrl?: string;
  referal?: string;
}) => apiFetch<SignInAnswer>('/user', { method: 'POST', body });

export const sendRecoveryCode = (phone: string) =>
  apiFetch<CodeSentAnswer>('/recover-password/send-code', { method: 'POST', body: { phone } });

export const checkRecoveryCode = (phone: string, code: string) =>
  apiFetch<ApiResponse<'/recover-password/check-code'>>('/recover-password/check-code', { query: { phone, code } });

export const changePassword = (phone: string, code: string, newPassword: string, confirmPassword: string) =>
  apiFetch<SignInAnswer>('/recover-password/change', {
    method: 'POST',
    body: { phone, code, newPassword, confirmPassword },
  });

export const sendLinkCode = (loginText: string, social: string, sendType: SendType) =>
  apiFetch<CodeSentAnswer>('/auth/verify_link/send', {
    method: 'POST',
    query: { login: loginText, socNetwork: social, sendType },
  });

export interface LinkAnswer {
  accessToken?: string;
  user?: CurrentUser;
  created?: boolean;
  success?: boolean;
}

export const linkSocial = (body: {
  social: string;
  code: string;
  state: string;
  login?: string;
  verificationCode?: string;
  isAgreement?: boolean;
}) => apiFetch<LinkAnswer>('/auth/link_social', { method: 'POST', body });

/** The provider's authorization address for `social` (the server also sets the state cookie). */
export const socialRedirect = async (social: string, modal: 'social-auth' | 'social-confirmation') =>
  (await apiFetch<{ url: string }>(`/auth/${social}`, { query: { modal } })).url;

/** Spends the SSO's temporary token; `special` selects the /contests/special project id. */
export const authByTemporaryToken = (temporaryToken: string, special = false) =>
  apiFetch<SignInAnswer>('/auth/auth-by-homo-id', {
    method: 'POST',
    body: { temporaryToken, ...(special ? { special } : {}) },
  });

/** Total-login: records on the server that the signed-in user accepted the agreement. */
export const acceptAgreement = () =>
  apiFetch<CurrentUser>('/user/update-profile', { method: 'POST', body: { isAgreement: true } });
