// Finding 6: no body-size limit. Every route now answers 413 with a detail past about 1 MB,
// whether the size is declared (Content-Length) or only streamed (chunked).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const t = await createTestApp();
afterAll(() => t.close());

const big = JSON.stringify({ page_type: 'post', page_id: 1, client_id: 'x'.repeat(2 * 1024 * 1024) });

describe('body limit', () => {
  it('answers 413 with a detail for a 2 MB anonymous JSON body on any route', async () => {
    for (const path of ['/api/statistics', '/api/sync/push', '/api/auth/login', '/otherapi/faq/send', '/api/nope']) {
      const res = await t.call('POST', path, { body: big, headers: { 'content-type': 'application/json' } });
      expect(res.status, path).toBe(413);
      expect(await res.json()).toEqual({ detail: 'Request body too large' });
    }
  });

  it('cuts off a streamed body without Content-Length too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 32) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/statistics', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(32);
  });

  it('still accepts an ordinary body', async () => {
    const res = await t.call('POST', '/api/statistics', { body: { page_type: 'post', page_id: 1 } });
    expect(res.status).toBe(201);
  });
});
