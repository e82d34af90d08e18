// Gives the demo accounts of users.ts the documented password 'demo-password-1' (README),
// only while they have none. The hash format is the one of api/features/auth/password.ts
// (scrypt$N$r$p$salt$key); it is computed once per process, as seeding runs on every start.
import { randomBytes, scryptSync } from 'node:crypto';
import { verifySync } from '@node-rs/argon2';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { users } from '../schema/users.ts';
import { DEMO_USERS } from './users.ts';

const DEMO_PASSWORD = 'demo-password-1';
let cached: string | null = null;

function demoHash(): string {
  if (!cached) {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
    cached = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }
  return cached;
}

export async function seedDemoPasswords(db: Db): Promise<number> {
  let changes = 0;
  for (const u of DEMO_USERS) {
    const row = await one(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.login, u.login), isNull(users.passwordHash))),
    );
    if (row)
      changes += affectedRows(await db.update(users).set({ passwordHash: demoHash() }).where(eq(users.id, row.id)));
  }
  return changes;
}

/** True when `stored` (argon2id PHC, or scrypt$N$r$p$salt$key) is the hash of the published demo password. */
function isDemoHash(stored: string): boolean {
  if (stored.startsWith('$argon2')) return verifySync(stored, DEMO_PASSWORD.normalize('NFKC'));
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  return scryptSync(DEMO_PASSWORD.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, options).equals(
    expected,
  );
}

/** Logins of the demo accounts that still accept the published demo password. */
export async function loginsWithDemoPassword(db: Db): Promise<string[]> {
  const logins = DEMO_USERS.map((u) => u.login);
  const rows = await db
    .select({ login: users.login, hash: users.passwordHash })
    .from(users)
    .where(inArray(users.login, logins));
  return rows.filter((r) => r.hash !== null && isDemoHash(r.hash)).map((r) => r.login);
}
