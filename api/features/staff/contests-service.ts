// Writing contests from the staff area: the card, its status (1-5), dates, kind (the 3- or 5-minute
// rule), nominations (the topic areas) and participant segments, and publication. Nominations and
// segments keep their ids when renamed, so works and results stay attached to them.
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import {
  CONTEST_KINDS,
  contestNominations,
  contestParticipants,
  contests,
  contestSegments,
  contestWorks,
  SPECIAL_CONTEST_OPTIONS,
} from '../../../db/schema/contests.ts';
import { contestMaxSeconds } from '../../../sync/rules/contests.ts';
import { httpError } from '../../lib/http-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { slugify } from '../../lib/slug.ts';
import { link, longText, title } from './site-schemas.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

const date = z
  .string('Укажите дату')
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), 'Укажите дату')
  .transform((v) => new Date(v).toISOString());
const named = z.array(z.object({ id: z.number().int().positive().optional(), name: title('название', 300) })).max(30);

export const contestInput = z
  .object({
    title: title('название конкурса'),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Адрес: латинские буквы, цифры и дефисы')
      .max(100)
      .optional(),
    description: longText(2000),
    content: longText(200_000),
    preview: link.nullable().default(null),
    title_image: link.nullable().default(null),
    status_id: z.number('Выберите статус').int().min(1, 'Выберите статус').max(5, 'Выберите статус'),
    kind: z.enum(CONTEST_KINDS, 'Выберите вид конкурса'),
    start_at: date,
    end_at: date,
    is_special: z.boolean().default(false),
    is_published: z.boolean().default(false),
    nominations: named.default([]),
    segments: named.default([]),
  })
  .refine((c) => c.end_at >= c.start_at, { message: 'Конкурс не может закончиться раньше начала', path: ['end_at'] });
export type ContestInput = z.output<typeof contestInput>;

const SLUG_TAKEN = 'Конкурс с таким адресом уже есть';

async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const row = await one(db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug)));
  return !!row && row.id !== exceptId;
}

/**
 * Runs a contest write in one transaction (the slug check and the write it guards); a slug another
 * request took in the meantime still answers 409 (the unique index refuses it).
 */
async function contestWrite<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn);
  } catch (e) {
    if (isUniqueViolation(e)) throw httpError(409, SLUG_TAKEN);
    throw e;
  }
}

type NamedTable = typeof contestNominations | typeof contestSegments;

/** Renames kept items, adds new ones, deletes the rest (works and results keep a null nomination). */
async function syncNamed(db: Db, table: NamedTable, contestId: number, items: ContestInput['nominations']) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  await db
    .delete(table)
    .where(and(eq(table.contestId, contestId), keep.length ? notInArray(table.id, keep) : undefined));
  for (const item of items) {
    if (item.id)
      await db
        .update(table)
        .set({ name: item.name })
        .where(and(eq(table.id, item.id), eq(table.contestId, contestId)));
    else await db.insert(table).values({ contestId, name: item.name });
  }
}

const columns = (c: ContestInput) => ({
  title: c.title,
  description: c.description,
  content: sanitizeHtml(c.content),
  preview: c.preview || null,
  titleImage: c.title_image || null,
  statusId: c.status_id,
  kind: c.kind,
  startAt: c.start_at,
  endAt: c.end_at,
  isSpecial: c.is_special,
  // The staff form knows only "special": the special contest offers every option, others none.
  options: c.is_special ? SPECIAL_CONTEST_OPTIONS : {},
  isPublished: c.is_published,
});

export async function createContest(db: Db, input: ContestInput): Promise<number> {
  const slug = input.slug ?? slugify(input.title);
  return await contestWrite(db, async (tx) => {
    if (await slugTaken(tx, slug)) throw httpError(409, SLUG_TAKEN);
    const row = await one(
      tx
        .insert(contests)
        .values({ slug, ...columns(input) })
        .returning({ id: contests.id }),
    );
    if (!row) throw new Error('the contest was not inserted');
    await syncNamed(tx, contestNominations, row.id, input.nominations);
    await syncNamed(tx, contestSegments, row.id, input.segments);
    return row.id;
  });
}

export async function updateContest(db: Db, id: number, input: ContestInput): Promise<void> {
  await contestWrite(db, async (tx) => {
    if (input.slug && (await slugTaken(tx, input.slug, id))) throw httpError(409, SLUG_TAKEN);
    await tx
      .update(contests)
      .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
      .where(eq(contests.id, id));
    await syncNamed(tx, contestNominations, id, input.nominations);
    await syncNamed(tx, contestSegments, id, input.segments);
  });
}

export async function setContestPublished(db: Db, id: number, published: boolean): Promise<void> {
  await db.update(contests).set({ isPublished: published }).where(eq(contests.id, id));
}

const namedOf = async (db: Db, table: NamedTable, contestId: number) =>
  await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.contestId, contestId))
    .orderBy(asc(table.id));

/** The contest as the editor fills it, drafts included; undefined when there is none. */
export async function staffContest(db: Db, id: number) {
  const row = await one(db.select().from(contests).where(eq(contests.id, id)));
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    preview: row.preview,
    title_image: row.titleImage,
    status_id: row.statusId,
    kind: row.kind,
    max_seconds: contestMaxSeconds(row.kind),
    start_at: row.startAt,
    end_at: row.endAt,
    is_special: row.isSpecial,
    is_published: row.isPublished,
    nominations: await namedOf(db, contestNominations, id),
    segments: await namedOf(db, contestSegments, id),
  };
}

export async function listStaffContests(db: Db) {
  const rows = await db
    .select({
      id: contests.id,
      slug: contests.slug,
      title: contests.title,
      status_id: contests.statusId,
      kind: contests.kind,
      start_at: contests.startAt,
      end_at: contests.endAt,
      is_special: contests.isSpecial,
      is_published: contests.isPublished,
    })
    .from(contests)
    .orderBy(desc(contests.startAt), desc(contests.id));
  const ids = rows.map((r) => r.id);
  const countBy = async (table: typeof contestWorks | typeof contestParticipants) => {
    if (!ids.length) return new Map<number, number>();
    const counts = await db
      .select({ id: table.contestId, n: count() })
      .from(table)
      .where(inArray(table.contestId, ids))
      .groupBy(table.contestId);
    return new Map(counts.map((r) => [r.id, r.n]));
  };
  const [works, participants] = await Promise.all([countBy(contestWorks), countBy(contestParticipants)]);
  return rows.map((r) => ({
    ...r,
    works_count: works.get(r.id) ?? 0,
    participants_count: participants.get(r.id) ?? 0,
  }));
}
