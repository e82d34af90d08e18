// The server reads a push with the browser's own valibot envelopes (one schema per payload): a
// whole body is refused only when it is not a push or a member has no usable id; any other
// malformed member is rejected alone, so one bad row never blocks the rest of a queue.
import { describe, expect, it } from 'vitest';
import { readPush } from './push-input.ts';
import { createTestApp } from '../../testing/test-app.ts';

const m = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'bookmark-set',
  args: { type: 'post', id: 1, on: true },
  at: '2026-11-21T05:20:00.000Z',
  ...over,
});
const envelope = (over: Record<string, unknown> = {}) => ({
  client_id: '0b8f4c52-3c1e-4b7a-9d55-2f1f2f0c9a11',
  protocol_version: 1,
  mutations: [m()],
  ...over,
});

// 'member': the push is read, and that member alone is rejected.
const samples: [string, boolean | 'member', unknown][] = [
  ['a usual push', true, envelope()],
  ['no mutations', true, envelope({ mutations: [] })],
  ['no protocol version', true, envelope({ protocol_version: undefined })],
  ['an offset time', true, envelope({ mutations: [m({ at: '2026-11-21T08:20:00+03:00' })] })],
  ['a space in the time', true, envelope({ mutations: [m({ at: '2026-11-21 05:20:00Z' })] })],
  ['an upper-case uuid', true, envelope({ client_id: '0B8F4C52-3C1E-4B7A-9D55-2F1F2F0C9A11' })],
  ['a bad uuid', false, envelope({ client_id: 'abc' })],
  ['a time without zone', 'member', envelope({ mutations: [m({ at: '2026-11-21T05:20:00' })] })],
  ['id 0', false, envelope({ mutations: [m({ id: 0 })] })],
  ['a fractional id', false, envelope({ mutations: [m({ id: 1.5 })] })],
  ['an empty name', 'member', envelope({ mutations: [m({ name: '' })] })],
  ['a long name', 'member', envelope({ mutations: [m({ name: 'x'.repeat(65) })] })],
  ['101 mutations', false, envelope({ mutations: Array.from({ length: 101 }, (_, i) => m({ id: i + 1 })) })],
  ['100 mutations', true, envelope({ mutations: Array.from({ length: 100 }, (_, i) => m({ id: i + 1 })) })],
];

describe('readPush', () => {
  it.each(samples)('reads %s (valid: %s)', (_label, valid, sample) => {
    const read = readPush(sample);
    if (valid === false) return expect(read).toMatchObject({ error: expect.any(String) });
    if ('error' in read) throw new Error(read.error);
    expect(read.members.every((m) => m.ok)).toBe(valid === true);
    if (valid === 'member')
      expect(read.members[0]).toEqual({ ok: false, id: 1, name: expect.any(String), detail: 'Invalid mutation' });
  });
});

describe('POST /sync/push with a malformed envelope', () => {
  it("answers a short detail of our own, not the validator's description of its schema", async () => {
    const t = await createTestApp({ seed: false });
    try {
      const { token } = await t.signUp();
      const res = await t.call('POST', '/api/sync/push', {
        token,
        body: { client_id: '99e993b4-0017-4000-8000-0018461c4395', protocol_version: 'x', mutations: [] },
      });
      expect(res.status).toBe(400);
      const { detail } = (await res.json()) as { detail: string };
      expect(detail).toBe('protocol_version: Invalid value');
    } finally {
      await t.close();
    }
  });
});
