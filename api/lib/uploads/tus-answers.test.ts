// tus's refusals reach clients in our one error shape, and a busy or full upload tells the device's queue when to
// try again instead of a 500 that reads as the server's fault.
import { ERRORS } from '@tus/server';
import { describe, expect, it } from 'vitest';
import { jsonErrorType, TOO_LARGE_DETAIL, tusRefusalAsJson, UPLOAD_BUSY_DETAIL } from './tus-answers.ts';

const answer = (refusal: { status_code: number; body: string }) =>
  jsonErrorType(new Response(refusal.body, { status: refusal.status_code, headers: { 'content-type': 'text/plain' } }));

describe('tus answers', () => {
  it('answers a lock still held by another request 503 with Retry-After, never 500', async () => {
    const refusal = tusRefusalAsJson(ERRORS.ERR_LOCK_TIMEOUT)!;
    expect(refusal.status_code).toBe(503);
    const res = await answer(refusal);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ detail: UPLOAD_BUSY_DETAIL });
  });

  it('gives a full disk a later Retry-After and keeps other refusals as they are, in JSON', async () => {
    const full = await answer({ status_code: 507, body: JSON.stringify({ detail: 'Server out of space' }) });
    expect(full.headers.get('retry-after')).toBe('60');
    const tooLarge = await answer(tusRefusalAsJson(ERRORS.ERR_MAX_SIZE_EXCEEDED)!);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('retry-after')).toBeNull();
    expect(await tooLarge.json()).toEqual({ detail: TOO_LARGE_DETAIL });
  });
});
