// Demo communities (SEED_DEMO only): an open school club, a closed olympiad group with a pending
// request and an invitation, and an open robotics circle, each with a feed of catalogue materials.
// A community's members, requests and feed are seeded only when the community itself is new, so
// a restart never re-adds someone who left or re-opens a request the owner already decided.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows } from '../store.ts';
import {
  communities,
  communityFeedItems,
  communityInvites,
  communityMembers,
  communityRequests,
} from '../schema/communities.ts';
import { news, pages } from '../schema/content.ts';

interface CommunitySeed {
  id: number;
  slug: string;
  name: string;
  description: string;
  isClosed: boolean;
  logo: string;
  cover: string;
  ownerId: number;
  members: { userId: number; canPost?: boolean }[];
  requests?: number[];
  invites?: number[];
  pages: string[];
  news?: string[];
}

const img = (name: string) => `/media/previews/${name}.webp`;

const SEEDS: CommunitySeed[] = [
  {
    id: 1,
    slug: 'shkolnyj-klub-yunye-issledovateli-1',
    name: 'Школьный клуб «Юные исследователи»',
    description:
      'Клуб для тех, кто любит опыты и открытия. Каждую неделю разбираем новый материал и повторяем эксперименты дома.',
    isClosed: false,
    logo: img('chemistry'),
    cover: img('physics'),
    ownerId: 3,
    members: [{ userId: 1 }, { userId: 2, canPost: true }],
    pages: ['elektrichestvo-iz-limona', 'himiya-na-kuhne', 'pochemu-nebo-goluboe'],
    news: ['nedelya-ekologii'],
  },
  {
    id: 2,
    slug: 'olimpiadnaya-gruppa-po-fizike-2',
    name: 'Олимпиадная группа по физике',
    description:
      'Готовимся к региональному и заключительному этапам олимпиады. Вступление по заявке: напишите, в каком вы классе.',
    isClosed: true,
    logo: img('physics'),
    cover: img('space'),
    ownerId: 2,
    members: [],
    requests: [1],
    invites: [3],
    pages: ['zakony-nyutona-na-velosipede', 'kak-rabotaet-radouga', 'chernye-dyry'],
    news: ['otkrytie-sezona-olimpiad'],
  },
  {
    id: 3,
    slug: 'kruzhok-robototehniki-3',
    name: 'Кружок робототехники',
    description: 'Собираем роботов, учимся программировать и обсуждаем технологии будущего.',
    isClosed: false,
    logo: img('robotics'),
    cover: img('it'),
    ownerId: 2,
    members: [{ userId: 3 }],
    pages: ['chto-takoe-kvantovyj-kompyuter'],
  },
];

async function seedOne(db: Db, s: CommunitySeed): Promise<number> {
  const { members, requests = [], invites = [], pages: pageSlugs, news: newsSlugs = [], ...row } = s;
  const inserted = affectedRows(
    await db
      .insert(communities)
      .values({ ...row, searchName: row.name.toLowerCase() })
      .onConflictDoNothing(),
  );
  if (inserted === 0) return 0;
  await db
    .insert(communityMembers)
    .values([
      { communityId: s.id, userId: s.ownerId, role: 'owner', canPost: true },
      ...members.map((m) => ({ communityId: s.id, userId: m.userId, canPost: m.canPost ?? false })),
    ]);
  for (const userId of requests) await db.insert(communityRequests).values({ communityId: s.id, userId });
  for (const userId of invites)
    await db.insert(communityInvites).values({ communityId: s.id, userId, invitedBy: s.ownerId });
  const pageIds = pageSlugs.length
    ? await db.select({ id: pages.id, slug: pages.slug }).from(pages).where(inArray(pages.slug, pageSlugs))
    : [];
  const newsIds = newsSlugs.length
    ? await db.select({ id: news.id }).from(news).where(inArray(news.slug, newsSlugs))
    : [];
  // Spread over the last days, newest last in the list, so the feed has a natural order.
  const entries = [...pageIds.map((p) => ({ pageId: p.id })), ...newsIds.map((n) => ({ newsId: n.id }))];
  for (const [i, entry] of entries.entries()) {
    const createdAt = new Date(Date.now() - (entries.length - i) * 86_400_000).toISOString();
    await db.insert(communityFeedItems).values({ communityId: s.id, addedBy: s.ownerId, createdAt, ...entry });
  }
  return 1;
}

export async function seedCommunities(db: Db): Promise<number> {
  let changes = 0;
  for (const s of SEEDS) changes += await seedOne(db, s);
  return changes;
}
