// The users catalogue (/users in the web): cards of users who filled in a name, newest first,
// filtered by name and participant type. Guests and members get the card (first name, avatar,
// type, points) and search by first name only, so a surname can be neither read nor probed;
// staff also get the surname and city. Never logins or birthdays.
import { and, count, desc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { cities } from '../../../db/schema/accounts-geo.ts';
import { userTypes } from '../../../db/schema/dictionaries.ts';
import { users } from '../../../db/schema/users.ts';
import type { Audience } from '../../lib/personal-data.ts';

export interface UsersQuery {
  search?: string | undefined;
  type_id?: number | undefined;
  limit: number;
  offset: number;
}

/** A user's card; the surname and city only for staff (`trusted`). */
interface UserCardRow {
  id: number;
  name: string;
  avatar: string | null;
  coins: number;
  type: { id: number; name: string } | null;
  last_name?: string;
  city?: { id: number; name: string } | null;
}

export async function listUsers(db: Db, q: UsersQuery, audience: Audience) {
  const trusted = audience === 'trusted';
  const filters: SQL[] = [ne(users.name, '')];
  if (q.type_id) filters.push(eq(users.typeId, q.type_id));
  const text = q.search?.trim();
  if (text) {
    // SQLite folds only ASCII case: try the text as typed and with a capital first letter.
    const variants = [...new Set([text, text[0]?.toUpperCase() + text.slice(1), text.toLowerCase()])].map(
      (v) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`,
    );
    const byName = variants.flatMap((v) =>
      trusted ? [like(users.name, v), like(users.lastName, v)] : [like(users.name, v)],
    );
    const any = or(...byName);
    if (any) filters.push(any);
  }
  const where = and(...filters);
  const card = {
    id: users.id,
    name: users.name,
    avatar: users.avatar,
    coins: users.coins,
    type: { id: userTypes.id, name: userTypes.name },
  };
  const personal = { last_name: users.lastName, city: { id: cities.id, name: cities.name } };
  const list: UserCardRow[] = await db
    .select(trusted ? { ...card, ...personal } : card)
    .from(users)
    .leftJoin(userTypes, eq(userTypes.id, users.typeId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(users).where(where)))?.n ?? 0;
  return { list, total };
}
