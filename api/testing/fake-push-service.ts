// A local push service that speaks the Web Push protocol (RFC 8030) for tests: it checks the
// VAPID authorization (RFC 8292: an ES256 JWT for this origin, signed by the key in k=) and
// decrypts the aes128gcm payload (RFC 8291) with the subscription's private key, as a browser's
// push service and the browser would. Endpoints it has marked gone answer 410.
import { createECDH, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: number;
  subject: string;
}

interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  url: string;
  received: ReceivedPush[];
  /** A browser's subscription at this service: a fresh key pair and auth secret. */
  subscribe(): FakeSubscription;
  /** The push service forgets it: later pushes answer 410 Gone. */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

const b64url = (b: Buffer) => b.toString('base64url');

function verifyVapid(header: string | undefined, endpoint: string): string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no VAPID authorization');
  const [head, body, sig] = m[1]!.split('.');
  const pub = Buffer.from(m[2]!, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('bad VAPID key');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(pub.subarray(1, 33)), y: b64url(pub.subarray(33)) };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
  if (!signed) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== new URL(endpoint).origin) throw new Error('VAPID audience is not this service');
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error('VAPID expiry out of range');
  return claims.sub;
}

export async function startFakePushService(): Promise<FakePushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${base}${req.url ?? ''}`;
      const sub = keys.get(endpoint);
      if (req.method !== 'POST' || !sub) return void res.writeHead(404).end();
      if (gone.has(endpoint)) return void res.writeHead(410).end();
      try {
        const subject = verifyVapid(req.headers.authorization, endpoint);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl)) throw new Error('no TTL');
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.auth,
        });
        received.push({ endpoint, payload: JSON.parse(plain.toString('utf8')), ttl, subject });
        res.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
      } catch (err) {
        res.writeHead(400).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `${base}/push/${b64url(randomBytes(12))}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    expire: (endpoint) => void gone.add(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
