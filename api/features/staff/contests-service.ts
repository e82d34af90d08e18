// Writing contests from the staff area: the card, its status (1-5), dates, kind (the 3- or 5-minute
// rule), nominations (the topic areas) and participant segments, and publication. Nominations and
// segments keep their ids when renamed, so works and results stay attached to them.
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  CONTEST_KINDS,
  contestNominations,
  contestParticipants,
  contests,
  contestSegments,
  contestWorks,
} from '../../../db/schema/contests.ts';
import { contestMaxSeconds } from '../../../sync/rules/contests.ts';
import { httpError } from '../../lib/http-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { slugify } from '../../lib/slug.ts';
import { link, longText, title } from './site-schemas.ts';

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

function slugTaken(db: Db, slug: string, exceptId?: number) {
  const row = db.select({ id: contests.id }).from(contests).where(eq(contests.slug, slug)).get();
  return !!row && row.id !== exceptId;
}

type NamedTable = typeof contestNominations | typeof contestSegments;

/** Renames kept items, adds new ones, deletes the rest (works and results keep a null nomination). */
function syncNamed(db: Db, table: NamedTable, contestId: number, items: ContestInput['nominations']) {
  const keep = items.flatMap((i) => (i.id ? [i.id] : []));
  db.delete(table)
    .where(and(eq(table.contestId, contestId), keep.length ? notInArray(table.id, keep) : undefined))
    .run();
  for (const item of items) {
    if (item.id)
      db.update(table)
        .set({ name: item.name })
        .where(and(eq(table.id, item.id), eq(table.contestId, contestId)))
        .run();
    else db.insert(table).values({ contestId, name: item.name }).run();
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
  isPublished: c.is_published,
});

export function createContest(db: Db, input: ContestInput): number {
  const slug = input.slug ?? slugify(input.title);
  if (slugTaken(db, slug)) throw httpError(409, 'Конкурс с таким адресом уже есть');
  const id = db
    .insert(contests)
    .values({ slug, ...columns(input) })
    .returning({ id: contests.id })
    .get().id;
  syncNamed(db, contestNominations, id, input.nominations);
  syncNamed(db, contestSegments, id, input.segments);
  return id;
}

export function updateContest(db: Db, id: number, input: ContestInput): void {
  if (input.slug && slugTaken(db, input.slug, id)) throw httpError(409, 'Конкурс с таким адресом уже есть');
  db.update(contests)
    .set({ ...columns(input), ...(input.slug && { slug: input.slug }) })
    .where(eq(contests.id, id))
    .run();
  syncNamed(db, contestNominations, id, input.nominations);
  syncNamed(db, contestSegments, id, input.segments);
}

export function setContestPublished(db: Db, id: number, published: boolean): void {
  db.update(contests).set({ isPublished: published }).where(eq(contests.id, id)).run();
}

const namedOf = (db: Db, table: NamedTable, contestId: number) =>
  db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.contestId, contestId))
    .orderBy(asc(table.id))
    .all();

/** The contest as the editor fills it, drafts included; undefined when there is none. */
export function staffContest(db: Db, id: number) {
  const row = db.select().from(contests).where(eq(contests.id, id)).get();
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
    nominations: namedOf(db, contestNominations, id),
    segments: namedOf(db, contestSegments, id),
  };
}

export function listStaffContests(db: Db) {
  const rows = db
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
    .orderBy(desc(contests.startAt), desc(contests.id))
    .all();
  const ids = rows.map((r) => r.id);
  const countBy = (table: typeof contestWorks | typeof contestParticipants) =>
    new Map(
      ids.length
        ? db
            .select({ id: table.contestId, n: count() })
            .from(table)
            .where(inArray(table.contestId, ids))
            .groupBy(table.contestId)
            .all()
            .map((r) => [r.id, r.n])
        : [],
    );
  const works = countBy(contestWorks);
  const participants = countBy(contestParticipants);
  return rows.map((r) => ({
    ...r,
    works_count: works.get(r.id) ?? 0,
    participants_count: participants.get(r.id) ?? 0,
  }));
}
