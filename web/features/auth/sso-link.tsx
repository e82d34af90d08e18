// The registration link to the external single sign-on (spec section 1). Shown only when the
// server has an SSO configured; on /contests/special it asks for the special project id.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

export const isSpecialContestPath = (path: string): boolean =>
  path === '/contests/special' || path.startsWith('/contests/special/');

export function SsoLink() {
  const [configured, setConfigured] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch<ApiResponse<'/auth/sso-config'>>('/auth/sso-config', { signal: controller.signal })
      .then((c) => setConfigured(!!c.authorizeUrl))
      .catch(() => setConfigured(false));
    return () => controller.abort();
  }, []);
  if (!configured) return null;
  const href = `/api/auth/sso${isSpecialContestPath(window.location.pathname) ? '?special=1' : ''}`;
  return (
    <p className="auth__switch">
      <a href={href}>Зарегистрироваться через единый аккаунт</a>
    </p>
  );
}
