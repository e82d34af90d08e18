// The users catalogue (/users in the web): public cards of users who filled in a name,
// newest first, filtered by name and participant type. Only the public fields; never logins or birthdays.
import { and, count, desc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cities } from '../../../db/schema/accounts-geo.ts';
import { userTypes } from '../../../db/schema/dictionaries.ts';
import { users } from '../../../db/schema/users.ts';

export interface UsersQuery {
  search?: string | undefined;
  type_id?: number | undefined;
  limit: number;
  offset: number;
}

export function listUsers(db: Db, q: UsersQuery) {
  const filters: SQL[] = [ne(users.name, '')];
  if (q.type_id) filters.push(eq(users.typeId, q.type_id));
  const text = q.search?.trim();
  if (text) {
    // SQLite folds only ASCII case: try the text as typed and with a capital first letter.
    const variants = [...new Set([text, text[0]?.toUpperCase() + text.slice(1), text.toLowerCase()])].map((v) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    const byName = variants.flatMap((v) => [like(users.name, v), like(users.lastName, v)]);
    const any = or(...byName);
    if (any) filters.push(any);
  }
  const where = and(...filters);
  const list = db
    .select({
      id: users.id,
      name: users.name,
      last_name: users.lastName,
      avatar: users.avatar,
      coins: users.coins,
      type: { id: userTypes.id, name: userTypes.name },
      city: { id: cities.id, name: cities.name },
    })
    .from(users)
    .leftJoin(userTypes, eq(userTypes.id, users.typeId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(where)
    .orderBy(desc(users.id))
    .limit(q.limit)
    .offset(q.offset)
    .all();
  const total = db.select({ n: count() }).from(users).where(where).get()?.n ?? 0;
  return { list, total };
}
