// Password hashing with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane). The stored
// PHC string carries its parameters, so costs can rise later: a hash made with older settings
// (or the scrypt format of earlier versions, scrypt$N$r$p$salt$key) is replaced at the next
// successful sign-in. A sign-in for an unknown login verifies against a dummy hash, so it
// takes as long as one for a known login.
import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), ARGON2);
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltText, keyText] = stored.split('$');
  const expected = Buffer.from(keyText ?? '', 'base64url');
  const N = Number(n);
  if (expected.length === 0 || !Number.isInteger(N) || N > 2 ** 20) return Promise.resolve(false);
  const options = { N, r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  return new Promise((resolve) => {
    scrypt(normalize(password), Buffer.from(saltText ?? '', 'base64url'), expected.length, options, (err, key) =>
      resolve(!err && timingSafeEqual(key, expected)),
    );
  });
}

/** True when `password` matches `stored`; false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('$argon2')) return verify(stored, normalize(password)).catch(() => false);
  if (stored.startsWith('scrypt$') && stored.split('$').length === 6) return verifyScrypt(password, stored);
  return false;
}

/** True when `stored` was made with other settings than today's and should be replaced. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

let dummy: Promise<string> | null = null;

/** Spends the time of one verification, for a login that has no account (or no password). */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('no account has this password');
  await verifyPassword(password, await dummy);
  return false;
}
