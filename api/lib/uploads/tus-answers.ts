// What a tus endpoint (@tus/server) answers on a refusal, in our one error shape: tus's own refusals are plain
// text ('Maximum size exceeded', "upload's size exceeded"), which a client cannot tell from a proxy's page; they
// become `{detail}` JSON here, with the size refusals under the detail our clients already map ('File too large').
// Never used for a request that succeeded: tus's success answers have no body to speak of.

import { ERRORS } from '@tus/server';

export const TOO_LARGE_DETAIL = 'File too large';
export const UPLOAD_BUSY_DETAIL = 'Upload busy, retry later';
/** Seconds a client waits before it tries a busy (503) or full (507) upload again. */
const RETRY_AFTER: Record<number, string> = { 503: '2', 507: '60' };

type TusRefusal = { status_code: number; body: string };

const isJsonDetail = (body: string) => {
  try {
    return typeof (JSON.parse(body) as { detail?: unknown }).detail === 'string';
  } catch {
    return false;
  }
};

/**
 * For tus's `onResponseError`: tus's own plain-text refusal as `{detail}`; undefined (as it is) for one already
 * ours. Anything else (an exception) is the caller's.
 */
export function tusRefusalAsJson(err: TusRefusal): TusRefusal | undefined {
  if (isJsonDetail(err.body)) return undefined;
  // Another request still holds the upload (one cut off by the network, not yet let go): it passes if tried again.
  if (err.body === ERRORS.ERR_LOCK_TIMEOUT.body)
    return { status_code: 503, body: JSON.stringify({ detail: UPLOAD_BUSY_DETAIL }) };
  const detail = err.status_code === 413 ? TOO_LARGE_DETAIL : err.body.trim() || 'Upload refused';
  return { status_code: err.status_code, body: JSON.stringify({ detail }) };
}

/**
 * Marks a tus error answer whose body is our JSON as JSON (tus writes every body as text/plain), and gives a busy or
 * full answer its Retry-After (tus sets no header of ours), so a device's upload queue waits and tries again.
 */
export async function jsonErrorType(res: Response): Promise<Response> {
  if (res.status < 400 || !res.body) return res;
  const body = await res.text();
  if (!isJsonDetail(body)) return new Response(body, res);
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  const retryAfter = RETRY_AFTER[res.status];
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}
