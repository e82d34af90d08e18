// The feedback inbox: messages sent through the feedback form (faq_messages) and the answers to
// the popup after a like or dislike (reaction_feedback), newest first, each new or handled.
// Message values are plain text; the staff screens render them escaped. Senders are named by the
// privacy rule for the staff member reading (api/lib/person-name.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/store.ts';
import { faqFormFields, faqMessages } from '../../../db/schema/faq.ts';
import { reactionFeedback } from '../../../db/schema/reactions.ts';
import { inboxHandled, type InboxKind } from '../../../db/schema/staff.ts';
import { httpError } from '../../lib/http-error.ts';
import { visibleName, type NameViewer } from '../../lib/person-name.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';

export interface InboxQuery {
  kind?: InboxKind;
  state: 'new' | 'handled' | 'all';
  limit: number;
  offset: number;
}

interface InboxRow {
  kind: InboxKind;
  id: number;
  created_at: string;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_type_id: number | null;
  email: string | null;
  fields: string | null;
  target_type: string | null;
  target_id: number | null;
  feedback_kind: string | null;
  reasons: string | null;
  text: string | null;
  handled_at: string | null;
}

const union = sql`
  select 'faq' as kind, m.id, m.created_at, m.user_id, m.email, m.fields,
         null as target_type, null as target_id, null as feedback_kind, null as reasons, null as text
    from faq_messages m
  union all
  select 'reaction', f.id, f.created_at, f.user_id, null, null, f.target_type, f.target_id, f.kind, f.reasons, f.text
    from reaction_feedback f`;

export async function listInbox(db: Db, q: InboxQuery, viewer: NameViewer) {
  const filters = [
    q.kind ? sql`i.kind = ${q.kind}` : undefined,
    q.state === 'new' ? sql`h.item_id is null` : q.state === 'handled' ? sql`h.item_id is not null` : undefined,
  ].filter((f) => f !== undefined);
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const from = sql`from (${union}) i
    left join inbox_handled h on h.kind = i.kind and h.item_id = i.id
    left join users u on u.id = i.user_id ${where}`;
  const rows = await db.all<InboxRow>(sql`
    select i.*, u.name as user_first_name, u.last_name as user_last_name, u.type_id as user_type_id, h.created_at as handled_at ${from}
    order by i.created_at desc, i.id desc limit ${q.limit} offset ${q.offset}`);
  const total = (await db.get<{ n: number } | undefined>(sql`select count(*) as n ${from}`))?.n ?? 0;
  const fields = await db.select({ code: faqFormFields.code, name: faqFormFields.name }).from(faqFormFields);
  const labels = new Map(fields.map((f) => [f.code, f.name]));
  const list = rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    created_at: r.created_at,
    user: r.user_id
      ? {
          id: r.user_id,
          name: visibleName(viewer, {
            id: r.user_id,
            name: r.user_first_name,
            lastName: r.user_last_name,
            typeId: r.user_type_id,
          }),
        }
      : null,
    handled: r.handled_at !== null,
    handled_at: r.handled_at,
    ...(r.kind === 'faq'
      ? {
          email: r.email,
          fields: Object.entries(JSON.parse(r.fields ?? '{}') as Record<string, string>).map(([code, value]) => ({
            code,
            label: labels.get(code) ?? code,
            value,
          })),
        }
      : {
          target: { type: r.target_type, id: r.target_id },
          feedback_kind: r.feedback_kind,
          reasons: JSON.parse(r.reasons ?? '[]') as string[],
          text: r.text,
        }),
  }));
  return { list, total };
}

async function exists(db: Db, kind: InboxKind, id: number): Promise<boolean> {
  const table = kind === 'faq' ? faqMessages : reactionFeedback;
  return !!(await one(db.select({ id: table.id }).from(table).where(eq(table.id, id))));
}

/** Marks a message handled (or new again); idempotent. The check, the change and its audit row are one transaction. */
export async function setHandled(
  db: Db,
  kind: InboxKind,
  id: number,
  handled: boolean,
  staffId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await exists(tx, kind, id))) throw httpError(404, 'Message not found');
    const where = and(eq(inboxHandled.kind, kind), eq(inboxHandled.itemId, id));
    const was = !!(await one(tx.select({ id: inboxHandled.itemId }).from(inboxHandled).where(where)));
    if (handled) await tx.insert(inboxHandled).values({ kind, itemId: id, handledBy: staffId }).onConflictDoNothing();
    else await tx.delete(inboxHandled).where(where);
    await recordStaffAction(tx, {
      staffId,
      action: 'inbox.handle',
      target: { type: `inbox_${kind}`, id },
      before: { handled: was },
      after: { handled },
    });
  });
}
