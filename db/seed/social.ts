// Demo social data (SEED_DEMO only): likes, comments with replies, two public collections and
// one private, follows, and one block. The demo tells a happy story (issue 42): no demo login
// (Алиса, Борис, Вера) is blocked or blocks; the block is between the editors' account and a
// reader without a password (Глеб), so the blocked state can still be seen and tested.
// Idempotent: fixed keys and primary keys, insert-if-missing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { collectionItems, collections } from '../schema/collections.ts';
import { comments, pages } from '../schema/content.ts';
import { reactions } from '../schema/reactions.ts';
import { syncVersion } from '../schema/sync.ts';
import { follows, userBlocks } from '../schema/user-relations.ts';
import { users } from '../schema/users.ts';
import { firstRow } from './first-row.ts';

const [ALICE, BORIS, VERA] = [1, 2, 3];
/** The seeded block: the editors' account (an author) blocked this reader. Neither has a demo password. */
export const BLOCK_SEED = {
  blockerLogin: 'editorial@nauka.example',
  blocked: { login: 'reader@nauka.example', name: 'Глеб', lastName: 'Миронов', typeId: 1, isAgreement: true },
} as const;

const LIKES: [user: number, slug: string, value: 1 | -1][] = [
  [ALICE, 'pochemu-nebo-goluboe', 1],
  [ALICE, 'chernye-dyry', 1],
  [ALICE, 'kak-ustroena-kletka', 1],
  [BORIS, 'pochemu-nebo-goluboe', 1],
  [BORIS, 'dnk-i-geny', 1],
  [BORIS, 'vulkany', -1],
  [VERA, 'pochemu-nebo-goluboe', 1],
  [VERA, 'chernye-dyry', 1],
  [VERA, 'molekuly-zapaha', -1],
];

const COMMENTS: { key: string; user: number; slug: string; text: string; replyTo?: string }[] = [
  {
    key: 'seed-c1',
    user: ALICE,
    slug: 'pochemu-nebo-goluboe',
    text: 'Никогда не думала, что закат красный из-за длинного пути света. Спасибо!',
  },
  {
    key: 'seed-c2',
    user: BORIS,
    slug: 'pochemu-nebo-goluboe',
    text: 'Именно так: синий свет рассеивается сильнее. Подробнее — https://ru.wikipedia.org/wiki/Рэлеевское_рассеяние',
    replyTo: 'seed-c1',
  },
  {
    key: 'seed-c3',
    user: VERA,
    slug: 'pochemu-nebo-goluboe',
    text: 'А на Марсе закаты голубые — попробуйте объяснить почему.',
    replyTo: 'seed-c1',
  },
  { key: 'seed-c4', user: BORIS, slug: 'chernye-dyry', text: 'Хороший материал для восьмого класса, возьму на урок.' },
  { key: 'seed-c5', user: ALICE, slug: 'chernye-dyry', text: 'Спасибо, было интересно!', replyTo: 'seed-c4' },
];

const COLLECTIONS: {
  key: string;
  user: number;
  title: string;
  description: string;
  isPublic: boolean;
  slugs: string[];
}[] = [
  {
    key: 'seed-col-1',
    user: BORIS,
    title: 'Физика вокруг нас',
    description: 'Явления, которые можно увидеть каждый день.',
    isPublic: true,
    slugs: ['pochemu-nebo-goluboe', 'zakony-nyutona-na-velosipede', 'kak-rabotaet-radouga'],
  },
  {
    key: 'seed-col-2',
    user: VERA,
    title: 'Космос для начинающих',
    description: 'С чего начать знакомство со Вселенной.',
    isPublic: true,
    slugs: ['chernye-dyry', 'planety-solnechnoj-sistemy', 'zvyozdy-rozhdenie'],
  },
  {
    key: 'seed-col-3',
    user: ALICE,
    title: 'Прочитать позже',
    description: '',
    isPublic: false,
    slugs: ['kak-ustroena-kletka', 'dnk-i-geny'],
  },
];

/** The next value of the database-wide floor that every user's own change counter starts above (api/lib/change-version.ts), so devices pull the seeded rows. */
async function nextVersion(db: Db): Promise<number> {
  const row = db
    .insert(syncVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: syncVersion.id, set: { version: sql`${syncVersion.version} + 1` } })
    .returning({ version: syncVersion.version });
  return (await firstRow(row, 'sync version')).version;
}

async function seedLikes(db: Db, ids: Map<string, number>): Promise<number> {
  let changes = 0;
  for (const [userId, slug, value] of LIKES) {
    const targetId = ids.get(slug);
    if (targetId)
      changes += affectedRows(
        await db
          .insert(reactions)
          .values({ userId, targetType: 'post', targetId, value, version: await nextVersion(db) })
          .onConflictDoNothing(),
      );
  }
  return changes;
}

async function seedComments(db: Db, ids: Map<string, number>): Promise<number> {
  let changes = 0;
  const commentIds = new Map<string, number>();
  for (const c of COMMENTS) {
    const targetId = ids.get(c.slug);
    if (!targetId) continue;
    const parentId = c.replyTo ? (commentIds.get(c.replyTo) ?? null) : null;
    changes += affectedRows(
      await db
        .insert(comments)
        .values({ targetType: 'page', targetId, userId: c.user, text: c.text, parentId, clientKey: c.key })
        .onConflictDoNothing(),
    );
    const row = db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.userId, c.user), eq(comments.clientKey, c.key)));
    commentIds.set(c.key, (await firstRow(row, `comment ${c.key}`)).id);
  }
  return changes;
}

async function seedCollections(db: Db, ids: Map<string, number>): Promise<number> {
  let changes = 0;
  for (const c of COLLECTIONS) {
    const added = await one(
      db
        .insert(collections)
        .values({
          userId: c.user,
          title: c.title,
          description: c.description,
          isPublic: c.isPublic,
          clientKey: c.key,
          version: await nextVersion(db),
        })
        .onConflictDoNothing()
        .returning({ id: collections.id }),
    );
    if (!added) continue;
    changes += 1;
    const items = c.slugs.flatMap((slug, position) =>
      ids.has(slug) ? [{ collectionId: added.id, pageId: ids.get(slug) ?? 0, position }] : [],
    );
    if (items.length) await db.insert(collectionItems).values(items).onConflictDoNothing();
  }
  return changes;
}

export async function seedSocial(db: Db): Promise<number> {
  const slugs = [
    ...new Set([...LIKES.map((l) => l[1]), ...COMMENTS.map((c) => c.slug), ...COLLECTIONS.flatMap((c) => c.slugs)]),
  ];
  const pageRows = await db.select({ id: pages.id, slug: pages.slug }).from(pages).where(inArray(pages.slug, slugs));
  const ids = new Map(pageRows.map((p) => [p.slug, p.id]));
  let changes = await seedLikes(db, ids);
  changes += await seedComments(db, ids);
  changes += await seedCollections(db, ids);
  const followPairs = [
    [ALICE, BORIS],
    [ALICE, VERA],
    [BORIS, VERA],
  ].map(([followerId, followeeId]) => ({ followerId: followerId ?? 0, followeeId: followeeId ?? 0 }));
  changes += affectedRows(await db.insert(follows).values(followPairs).onConflictDoNothing());
  changes += await seedBlock(db);
  return changes;
}

async function seedBlock(db: Db): Promise<number> {
  let changes = affectedRows(await db.insert(users).values(BLOCK_SEED.blocked).onConflictDoNothing());
  const logins = [BLOCK_SEED.blockerLogin, BLOCK_SEED.blocked.login];
  const rows = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins));
  const blockerId = rows.find((r) => r.login === BLOCK_SEED.blockerLogin)?.id;
  const blockedId = rows.find((r) => r.login === BLOCK_SEED.blocked.login)?.id;
  if (blockerId === undefined || blockedId === undefined) return changes;
  changes += affectedRows(await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing());
  return changes;
}
