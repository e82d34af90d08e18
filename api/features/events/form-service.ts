// The event registration form send: answers are checked against the event's own form
// definition (required fields, e-mail shape, select options) and stored once per user,
// or once per client key for a form queued offline and possibly sent twice.
import { and, eq, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { eventParticipants } from '../../../db/schema/events.ts';
import { httpError } from '../../lib/http-error.ts';
import { formDefinition } from '../pages/blocks-schema.ts';
import { openEventForRegistration } from './service.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormSend {
  values: { name: string; value: string }[];
  clientKey?: string;
}

/** The answers keyed by field name, or a 400 naming the first wrong field. */
function checkAnswers(form: unknown, values: FormSend['values']): Record<string, string> {
  const parsed = formDefinition.safeParse(form);
  if (!parsed.success) throw httpError(400, 'Event has no registration form');
  const given = new Map(values.map((v) => [v.name, v.value.trim()]));
  const answers: Record<string, string> = {};
  for (const field of parsed.data.fields) {
    const value = given.get(field.name) ?? '';
    if (!value) {
      if (field.required) throw httpError(400, `Field is required: ${field.name}`);
      continue;
    }
    if (field.type === 'email' && !EMAIL.test(value)) throw httpError(400, `Invalid email: ${field.name}`);
    if (field.type === 'select' && field.options && !field.options.includes(value))
      throw httpError(400, `Invalid option: ${field.name}`);
    answers[field.name] = value;
  }
  return answers;
}

/** The user's device already used this key for another event's form (a broken or replayed client). */
async function usedElsewhere(db: Db, userId: number, eventId: number, clientKey: string): Promise<boolean> {
  const row = await one(
    db
      .select({ eventId: eventParticipants.eventId })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.userId, userId), eq(eventParticipants.clientKey, clientKey))),
  );
  return row !== undefined && row.eventId !== eventId;
}

/**
 * One transaction from the open-registration check to the count: the event must still be open
 * and the client key unused elsewhere when the row is written, and the count must include it.
 */
export function sendEventForm(db: Db, eventId: number, userId: number | null, send: FormSend) {
  return db.transaction(async (tx) => {
    const row = await openEventForRegistration(tx, eventId);
    const answers = checkAnswers(row.form, send.values);
    const values = { eventId, userId, answers, clientKey: send.clientKey ?? null };
    if (userId !== null) {
      if (send.clientKey && (await usedElsewhere(tx, userId, eventId, send.clientKey)))
        throw httpError(409, 'Client key already used');
      await tx
        .insert(eventParticipants)
        .values(values)
        .onConflictDoUpdate({ target: [eventParticipants.eventId, eventParticipants.userId], set: { answers } });
    } else {
      await tx.insert(eventParticipants).values(values).onConflictDoNothing();
    }
    const count =
      (
        await one(
          tx
            .select({ n: sql<number>`count(*)` })
            .from(eventParticipants)
            .where(eq(eventParticipants.eventId, eventId)),
        )
      )?.n ?? 0;
    return { success: true, participants_count: count };
  });
}
