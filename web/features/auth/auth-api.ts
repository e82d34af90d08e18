// The accounts calls of the auth modal (paths and payloads of spec section 7 and the issue).
// Answers arrive camelCased; failures throw ApiError {message = server detail, status}.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export type SignInAnswer = ApiResponse<'/auth/login', 'post'>;

export type SendType = 'flash_call' | 'sms';

/** What the code-sending calls answer. */
export type CodeSentAnswer =
  | ApiResponse<'/auth/verify/send', 'post'>
  | ApiResponse<'/auth/verify_link/send', 'post'>
  | ApiResponse<'/recover-password/send-code', 'post'>;

export const login = (loginText: string, password: string) =>
  apiFetch<ApiResponse<'/auth/login', 'post'>>('/auth/login', { method: 'POST', body: { login: loginText, password } });

export const phoneExists = async (phone: string) =>
  (await apiFetch<ApiResponse<'/auth/exist'>>('/auth/exist', { query: { phone } })).exist;

/** Registration code; 200 {error: true} (user exists) is thrown as an ApiError of kind 'flagged'. */
export const sendRegisterCode = (loginText: string, sendType: SendType) =>
  apiFetch<ApiResponse<'/auth/verify/send', 'post'>>('/auth/verify/send', {
    method: 'POST',
    query: { login: loginText, sendType },
  });

export const register = (body: {
  login: string;
  password: string;
  confirmPassword: string;
  verificationCode: string;
  fromUrl?: string;
  referal?: string;
}) => apiFetch<ApiResponse<'/user', 'post'>>('/user', { method: 'POST', body });

export const sendRecoveryCode = (phone: string) =>
  apiFetch<ApiResponse<'/recover-password/send-code', 'post'>>('/recover-password/send-code', {
    method: 'POST',
    body: { phone },
  });

export const checkRecoveryCode = (phone: string, code: string) =>
  apiFetch<ApiResponse<'/recover-password/check-code'>>('/recover-password/check-code', { query: { phone, code } });

export const changePassword = (phone: string, code: string, newPassword: string, confirmPassword: string) =>
  apiFetch<ApiResponse<'/recover-password/change', 'post'>>('/recover-password/change', {
    method: 'POST',
    body: { phone, code, newPassword, confirmPassword },
  });

export const sendLinkCode = (loginText: string, social: string, sendType: SendType) =>
  apiFetch<ApiResponse<'/auth/verify_link/send', 'post'>>('/auth/verify_link/send', {
    method: 'POST',
    query: { login: loginText, socNetwork: social, sendType },
  });

export const linkSocial = (body: {
  social: string;
  code: string;
  state: string;
  login?: string;
  verificationCode?: string;
  isAgreement?: boolean;
}) => apiFetch<ApiResponse<'/auth/link_social', 'post'>>('/auth/link_social', { method: 'POST', body });

/** The provider's authorization address for `social` (the server also sets the state cookie). */
export const socialRedirect = async (social: string, modal: 'social-auth' | 'social-confirmation') =>
  // eslint-disable-next-line no-restricted-syntax -- the per-network routes are registered in a loop, so carry no RPC type
  (await apiFetch<{ url: string }>(`/auth/${social}`, { query: { modal } })).url;

/** Spends the SSO's temporary token; `special` selects the /contests/special project id. */
export const authByTemporaryToken = (temporaryToken: string, special = false) =>
  apiFetch<ApiResponse<'/auth/auth-by-homo-id', 'post'>>('/auth/auth-by-homo-id', {
    method: 'POST',
    body: { temporaryToken, ...(special ? { special } : {}) },
  });

/** Total-login: records on the server that the signed-in user accepted the agreement. */
export const acceptAgreement = () =>
  apiFetch<ApiResponse<'/user/update-profile', 'post'>>('/user/update-profile', {
    method: 'POST',
    body: { isAgreement: true },
  });
