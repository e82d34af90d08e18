// Gives the demo accounts of users.ts the documented password 'demo-password-1' (README),
// only while they have none. The hash format is the one of api/features/auth/password.ts
// (scrypt$N$r$p$salt$key); it is computed once per process, as seeding runs on every start.
import { randomBytes, scryptSync } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { DEMO_USERS } from './users.ts';

export const DEMO_PASSWORD = 'demo-password-1';
let cached: string | null = null;

function demoHash(): string {
  if (!cached) {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 });
    cached = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }
  return cached;
}

export function seedDemoPasswords(db: Db): number {
  let changes = 0;
  for (const u of DEMO_USERS) {
    const row = db.select({ id: users.id }).from(users).where(and(eq(users.login, u.login), isNull(users.passwordHash))).get();
    if (row) changes += db.update(users).set({ passwordHash: demoHash() }).where(eq(users.id, row.id)).run().changes;
  }
  return changes;
}
