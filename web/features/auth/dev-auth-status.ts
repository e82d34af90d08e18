// Whether the server has development sign-in on (GET /auth/dev-login): asked at run time, so
// /dev-auth and its link follow the server (DEV_AUTH=1 outside production), never the build.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';

let asked: Promise<boolean> | undefined;

/** True only when the server says so; a failed request (offline) is asked again next time. */
export function devAuthEnabled(): Promise<boolean> {
  asked ??= apiFetch<ApiResponse<'/auth/dev-login'>>('/auth/dev-login').then(
    (r) => r.enabled === true,
    () => {
      asked = undefined;
      return false;
    },
  );
  return asked;
}

export function useDevAuthEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    void devAuthEnabled().then((on) => live && setEnabled(on));
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
