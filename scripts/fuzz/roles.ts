// The fuzzer's signed-in roles: the demo seed's pupil, author (blogger) and mentor, and three staff users
// (moderator, editor, admin) this module adds to the fuzzed server's own throwaway database. It must never
// open a database other than the one the fuzzer's server was started on.
import { join } from 'node:path';
import { openStore } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { setStaffRole, type StaffRole } from '../../api/features/users/staff-roles.ts';

/** The seven roles of the site, and three plain pupils (`member`, `member2`, `member3`) for recipes that act on another person. */
export const ROLES = [
  'guest',
  'pupil',
  'author',
  'mentor',
  'moderator',
  'editor',
  'admin',
  'member',
  'member2',
  'member3',
] as const;
export type Role = (typeof ROLES)[number];

/** Demo seed users (db/seed/users.ts): 1 is a pupil, 2 a blogger, 3 a mentor. */
const DEMO: Partial<Record<Role, number>> = { pupil: 1, author: 2, mentor: 3 };
const STAFF: StaffRole[] = ['moderator', 'editor', 'admin'];
const OTHERS = 4;

export interface Signed {
  userIds: Partial<Record<Role, number>>;
  tokens: Partial<Record<Role, string>>;
  /** Signs `role` in again (a recipe that signs out revokes its session); the guest has no token. */
  signIn: (role: Role) => Promise<string | undefined>;
  /** Plain pupils for recipes that need other people (an invite, a suspension), signed in on demand. */
  others: number[];
}

export async function devLogin(base: string, userId: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!res.ok) throw new Error(`dev-login as user ${userId}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Creates the staff users in the server's database (`databaseUrl`, else `dataDir`/app.db) and signs every role in. */
export async function signInRoles(base: string, target: { databaseUrl?: string; dataDir: string }): Promise<Signed> {
  const store = openStore({ databaseUrl: target.databaseUrl, sqliteFile: join(target.dataDir, 'app.db') });
  const insertUser = async (login: string) => {
    const row = await one(
      store.db
        .insert(users)
        .values({ login, name: 'Фаззер', lastName: 'Тестов', typeId: 1, isAgreement: true })
        .returning({ id: users.id }),
    );
    if (!row) throw new Error(`user ${login} was not inserted`);
    return row.id;
  };
  const userIds: Partial<Record<Role, number>> = { ...DEMO };
  const others: number[] = [];
  try {
    for (const role of STAFF) {
      const login = `fuzz-${role}@example.org`;
      userIds[role] = await insertUser(login);
      await setStaffRole(store.db, login, role);
    }
    for (let i = 1; i <= OTHERS; i++) others.push(await insertUser(`fuzz-other-${i}@example.org`));
    [userIds.member, userIds.member2, userIds.member3] = others;
  } finally {
    await store.close();
  }
  const tokens: Partial<Record<Role, string>> = {};
  const signIn = async (role: Role) => {
    const id = userIds[role];
    if (id === undefined) return undefined;
    tokens[role] = await devLogin(base, id);
    return tokens[role];
  };
  for (const role of ROLES) await signIn(role);
  return { userIds, others, tokens, signIn };
}
