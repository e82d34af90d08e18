// The push address rule: the server posts to the endpoint a browser gave it, so the endpoint must be
// a push service on the public internet. Checked at subscription and again on every send (a host
// name may resolve elsewhere tomorrow); the send connects to the very address that was checked.
// Never trust the host name alone: `anything.example` can resolve to 127.0.0.1.
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { AppDeps } from '../../context.ts';

/** Resolves a host name to every address it has (node:dns by default; tests inject their own). */
export type HostLookup = (host: string) => Promise<string[]>;

export const systemLookup: HostLookup = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface PushAddressRule {
  lookup: HostLookup;
  /** Host names allowed (PUSH_ALLOWED_HOSTS); empty: any public host. */
  allowedHosts: readonly string[];
  /** Development and tests only (PUSH_ALLOW_LOCAL): http, any port, local and private addresses. */
  allowLocal: boolean;
}

/** The rule as this server is configured (PUSH_ALLOWED_HOSTS, PUSH_ALLOW_LOCAL) with its resolver. */
export function pushAddressRule(deps: Pick<AppDeps, 'config' | 'hostLookup'>): PushAddressRule {
  return {
    lookup: deps.hostLookup ?? systemLookup,
    allowedHosts: deps.config.PUSH_ALLOWED_HOSTS,
    allowLocal: deps.config.PUSH_ALLOW_LOCAL,
  };
}

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible, NAT64), or null. */
function embeddedIpv4(address: string): string | null {
  const a = address.toLowerCase();
  const m = /^(?:::ffff:|::|64:ff9b::)(?:0:)?([\d.]+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/.exec(a);
  if (!m) return null;
  const tail = m[1]!;
  if (tail.includes('.')) return isIP(tail) === 4 ? tail : null;
  const [hi, lo] = tail.split(':').map((h) => parseInt(h, 16)) as [number, number];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for an address the server must never post to: loopback, private, link-local, multicast, unspecified. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** The host name without IPv6 brackets and the root's trailing dot (`localhost.` is `localhost`). */
const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();

/** Why the endpoint is refused before any lookup (scheme, port, literal address, allow-list), or null. */
function shapeProblem(url: URL, rule: PushAddressRule): string | null {
  if (url.protocol !== 'https:' && !(rule.allowLocal && url.protocol === 'http:')) return 'not https';
  if (url.username || url.password) return 'credentials in the address';
  if (!rule.allowLocal && url.port !== '' && url.port !== '443') return 'port is not 443';
  const host = hostOf(url);
  if (rule.allowedHosts.length && !rule.allowedHosts.includes(host)) return 'host is not in PUSH_ALLOWED_HOSTS';
  return null;
}

/**
 * The addresses the server may connect to for this endpoint, every one checked; throws
 * PushAddressError when the endpoint breaks the rule or any of its addresses is internal.
 */
export async function checkedAddresses(endpoint: string, rule: PushAddressRule): Promise<string[]> {
  const url = new URL(endpoint);
  const problem = shapeProblem(url, rule);
  if (problem) throw new PushAddressError(problem);
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await rule.lookup(host).catch(() => []);
  if (!addresses.length) throw new PushAddressError('host does not resolve');
  if (!rule.allowLocal && addresses.some(isInternalAddress)) throw new PushAddressError('internal address');
  return addresses;
}

export class PushAddressError extends Error {}
