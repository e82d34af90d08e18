// FAQ queries: the paged question list with tags, the tag list and the feedback form.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { faqFormFields, faqItems, faqItemTags, faqTags } from '../../../db/schema/faq.ts';

export interface FaqQuery {
  limit: number;
  offset: number;
  tag_id?: number;
}

export async function listFaq(db: Db, q: FaqQuery) {
  const where =
    q.tag_id === undefined
      ? undefined
      : inArray(
          faqItems.id,
          db.select({ id: faqItemTags.itemId }).from(faqItemTags).where(eq(faqItemTags.tagId, q.tag_id)),
        );
  const items = await db
    .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .where(where)
    .orderBy(asc(faqItems.sort), asc(faqItems.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = (await one(db.select({ n: count() }).from(faqItems).where(where)))?.n ?? 0;
  const links = items.length
    ? await db
        .select({ itemId: faqItemTags.itemId, id: faqTags.id, name: faqTags.name })
        .from(faqItemTags)
        .innerJoin(faqTags, eq(faqTags.id, faqItemTags.tagId))
        .where(
          inArray(
            faqItemTags.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(faqTags.sort), asc(faqTags.id))
    : [];
  const list = items.map((item) => ({
    ...item,
    tags: links.filter((l) => l.itemId === item.id).map(({ id, name }) => ({ id, name })),
  }));
  return { list, total };
}

export async function listFaqTags(db: Db) {
  return await db
    .select({ id: faqTags.id, name: faqTags.name })
    .from(faqTags)
    .orderBy(asc(faqTags.sort), asc(faqTags.id));
}

export async function readFaqForm(db: Db) {
  return await db
    .select({
      type: faqFormFields.type,
      code: faqFormFields.code,
      name: faqFormFields.name,
      values: faqFormFields.values,
      required: faqFormFields.required,
    })
    .from(faqFormFields)
    .orderBy(asc(faqFormFields.sort), asc(faqFormFields.id));
}

export type FaqFormField = Awaited<ReturnType<typeof readFaqForm>>[number];
