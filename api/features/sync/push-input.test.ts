// The server's zod envelope and the browser's valibot envelope must agree: an envelope the
// outbox builds and accepts is never refused by the server (it would retry it for ever).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pushRequest } from '../../../sync/protocol/envelopes.ts';
import { pushInput } from './push-input.ts';

const m = (over: Record<string, unknown> = {}) => ({ id: 1, name: 'bookmark-set', args: { type: 'post', id: 1, on: true }, at: '2026-11-21T05:20:00.000Z', ...over });
const envelope = (over: Record<string, unknown> = {}) => ({ client_id: '0b8f4c52-3c1e-4b7a-9d55-2f1f2f0c9a11', protocol_version: 1, mutations: [m()], ...over });

const samples: [string, boolean, unknown][] = [
  ['a usual push', true, envelope()],
  ['no mutations', true, envelope({ mutations: [] })],
  ['no protocol version', true, envelope({ protocol_version: undefined })],
  ['an offset time', true, envelope({ mutations: [m({ at: '2026-11-21T08:20:00+03:00' })] })],
  ['a space in the time', true, envelope({ mutations: [m({ at: '2026-11-21 05:20:00Z' })] })],
  ['an upper-case uuid', true, envelope({ client_id: '0B8F4C52-3C1E-4B7A-9D55-2F1F2F0C9A11' })],
  ['a bad uuid', false, envelope({ client_id: 'abc' })],
  ['a time without zone', false, envelope({ mutations: [m({ at: '2026-11-21T05:20:00' })] })],
  ['id 0', false, envelope({ mutations: [m({ id: 0 })] })],
  ['a fractional id', false, envelope({ mutations: [m({ id: 1.5 })] })],
  ['an empty name', false, envelope({ mutations: [m({ name: '' })] })],
  ['a long name', false, envelope({ mutations: [m({ name: 'x'.repeat(65) })] })],
  ['101 mutations', false, envelope({ mutations: Array.from({ length: 101 }, (_, i) => m({ id: i + 1 })) })],
  ['100 mutations', true, envelope({ mutations: Array.from({ length: 100 }, (_, i) => m({ id: i + 1 })) })],
];

describe('pushInput mirrors the shared pushRequest', () => {
  it.each(samples)('agrees on %s (valid: %s)', (_label, valid, sample) => {
    expect(v.safeParse(pushRequest, sample).success).toBe(valid);
    expect(pushInput.safeParse(sample).success).toBe(valid);
  });
});
