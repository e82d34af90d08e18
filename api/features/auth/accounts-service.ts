// Account lookups and creation shared by sign-in, registration, recovery, social and SSO.
import { eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { users } from '../../../db/schema/users.ts';
import { WELCOME_BONUS_COINS } from '../../../sync/rules/account-limits.ts';
import { normalizeLogin, type Login } from '../../../sync/rules/phone.ts';
import { grantPoints } from '../../lib/points.ts';
import { httpError } from '../../lib/http-error.ts';

/** The login as stored, or 400 with `detail` ('Invalid login' by default). */
export function parseLogin(text: string | undefined, detail = 'Invalid login'): Login {
  const login = text ? normalizeLogin(text) : null;
  if (!login) throw httpError(400, detail);
  return login;
}

export function findUserByLogin(db: Db, login: string) {
  return one(db.select().from(users).where(eq(users.login, login)));
}

export interface NewAccount {
  login: string;
  passwordHash?: string | null;
  name?: string;
  lastName?: string;
  avatar?: string | null;
  fromUrl?: string | null;
  referal?: string | null;
  ssoId?: string | null;
  isAgreement?: boolean;
}

/**
 * Creates an account with the welcome bonus; 400 'Login is taken' when the login exists. The
 * insert itself decides (a login conflict inserts nothing), so two sign-ups of one login at
 * once cannot both pass a check made before it.
 */
export function createAccount(db: Db, account: NewAccount): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await one(
      tx
        .insert(users)
        .values({
          ...account,
          name: account.name ?? '',
          lastName: account.lastName ?? '',
          coins: 0,
          isAgreement: account.isAgreement ?? true,
        })
        .onConflictDoNothing({ target: users.login })
        .returning({ id: users.id }),
    );
    if (!row) throw httpError(400, 'Login is taken');
    // Through the ledger, so the total is explained from the first point.
    await grantPoints(tx, row.id, WELCOME_BONUS_COINS, 'welcome', 'welcome');
    return row.id;
  });
}
