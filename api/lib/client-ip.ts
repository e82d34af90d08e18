// The real client IP behind zero or more reverse proxies (TRUST_PROXY). Every per-IP limit
// keys on it, so it must never be a value the client chose: X-Forwarded-For is read from
// the right, and only the addresses our own proxies appended are believed.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from '../config-security.ts';

function normalize(address: string): string {
  let a = address.trim();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.toLowerCase().startsWith('::ffff:') && a.includes('.')) a = a.slice(7);
  return a.toLowerCase().slice(0, 64);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address chain is X-Forwarded-For (left to right) followed by the socket's peer. With
 * `hops` trusted proxies the client is the entry `hops` places left of the socket; with a list
 * of proxy addresses it is the right-most entry that is not one of them.
 */
export function pickClientIp(forwardedFor: string | undefined, socket: string, trust: TrustProxy): string {
  const peer = normalize(socket);
  if (trust.hops === 0 && trust.addresses.length === 0) return peer;
  const chain = [...(forwardedFor ?? '').split(',').map(normalize).filter(Boolean), peer];
  if (trust.hops > 0) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  const trusted = new Set(trust.addresses.map(normalize));
  for (let i = chain.length - 1; i >= 0; i--) if (!trusted.has(chain[i]!)) return chain[i]!;
  return chain[0] ?? peer;
}

export function clientIp(c: Context, trust: TrustProxy): string {
  return pickClientIp(c.req.header('x-forwarded-for'), socketAddress(c), trust);
}
