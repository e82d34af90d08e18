// Finding 3: behind a proxy the client IP must not be the X-Forwarded-For entry the client wrote.
import { describe, expect, it } from 'vitest';
import { pickClientIp } from './client-ip.ts';

const none = { hops: 0, addresses: [] };
const oneProxy = { hops: 1, addresses: [] };

describe('pickClientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(pickClientIp('1.2.3.4', '203.0.113.9', none)).toBe('203.0.113.9');
  });

  it('takes the right-most address added by the trusted proxies, never what the client prepended', () => {
    expect(pickClientIp('6.6.6.6, 198.51.100.7', '127.0.0.1', oneProxy)).toBe('198.51.100.7');
    expect(pickClientIp('6.6.6.6, 198.51.100.7, 10.0.0.2', '10.0.0.1', { hops: 2, addresses: [] })).toBe(
      '198.51.100.7',
    );
    expect(pickClientIp(undefined, '127.0.0.1', oneProxy)).toBe('127.0.0.1');
  });

  it('with a list of proxy addresses takes the right-most address not in it', () => {
    const trust = { hops: 0, addresses: ['10.0.0.1', '10.0.0.2'] };
    expect(pickClientIp('6.6.6.6, 198.51.100.7, 10.0.0.2', '10.0.0.1', trust)).toBe('198.51.100.7');
    expect(pickClientIp('6.6.6.6', '203.0.113.9', trust)).toBe('203.0.113.9');
    expect(pickClientIp('198.51.100.7', '::ffff:10.0.0.1', trust)).toBe('198.51.100.7');
  });
});
