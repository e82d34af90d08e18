// quiz-answer on the device: the answer shows at once (the first answer stands); the push's
// result carries the verdict and the correct answer, written at once; a rejected answer is
// taken back so the question can be answered again. A pull brings verdicts and attempts
// made on other devices (a newer attempt number becomes current).
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import { quizAnswerValue } from './learning.ts';
import {
  attemptWins,
  isAttemptMeta,
  pulledAnswerRows,
  pulledAttempts,
  quizAnswerItem,
  quizAnswerKey,
  quizAttemptItem,
  quizAttemptMetaKey,
  verdictOf,
} from './learning-rows.ts';

/** The value a push result carries for an applied answer (the server's verdict). */
const quizAnswerResult = v.object({
  correct: v.boolean(),
  late: v.boolean(),
  correct_answer: quizAnswerValue,
  explanation: v.optional(v.nullable(v.string())),
});

export const quizAnswerClient = defineClientMutation({
  name: 'quiz-answer',
  tables: ['quizAnswers'],
  async apply(tx, { owner, at }, args) {
    const table = tx.table('quizAnswers');
    const key = quizAnswerKey(owner, args.attempt_key, args.question_id);
    if (await table.get(key)) return;
    await table.put({ key, quizId: args.quiz_id, questionId: args.question_id, answer: args.answer, answeredAt: at });
  },
  async settle(tx, ctx, args) {
    const table = tx.table('quizAnswers');
    const key = quizAnswerKey(ctx.owner, args.attempt_key, args.question_id);
    const existing = await table.get(key);
    if (!existing) return;
    if (ctx.outcome === 'rejected') {
      if (existing.verdict === undefined) await table.delete(key);
      return;
    }
    const parsed = v.safeParse(quizAnswerResult, ctx.value);
    if (!parsed.success) return; // an older server: the verdict comes with the next pull
    const r = parsed.output;
    await table.put({ ...existing, verdict: verdictOf(r, r.explanation ?? null) });
  },
});

function explanationOf(verdict: unknown): string | null {
  return typeof verdict === 'object' &&
    verdict !== null &&
    'explanation' in verdict &&
    typeof verdict.explanation === 'string'
    ? verdict.explanation
    : null;
}

export const quizAttemptsPull = definePullSection({
  key: 'quiz_attempts',
  item: quizAttemptItem,
  tables: ['syncMeta'],
  async merge(tx, { owner }, items) {
    const meta = tx.table('syncMeta');
    for (const [quizId, attempt] of pulledAttempts(items)) {
      const key = quizAttemptMetaKey(owner, quizId);
      const held = (await meta.get(key))?.value;
      if (attemptWins(isAttemptMeta(held) ? held : undefined, attempt)) await meta.put({ key, value: attempt });
    }
  },
});

export const quizAnswersPull = definePullSection({
  key: 'quiz_answers',
  item: quizAnswerItem,
  tables: ['quizAnswers'],
  async merge(tx, { owner }, items) {
    const table = tx.table('quizAnswers');
    const rows = pulledAnswerRows(owner, items);
    for (const [i, row] of rows.entries()) {
      const a = items[i];
      if (!a) continue;
      const existing = await table.get(row.key);
      // The server's verdict wins; an explanation a push result brought is kept beside it.
      const kept = explanationOf(existing?.verdict);
      await table.put({ ...existing, ...row, verdict: verdictOf(a, kept || undefined) });
    }
  },
});

/**
 * The viewer's attempt from a REST answer: GET /quiz/{id} (kept when newer, as a pull keeps it) or start/restart
 * (`replace`: the attempt the server just made current replaces the device's).
 */
export const quizAttemptAnswer = definePullSection({
  key: 'quiz-attempt',
  item: v.object({ quiz_id: v.number(), key: v.string(), number: v.number(), replace: v.boolean() }),
  tables: ['syncMeta'],
  async merge(tx, { owner }, items) {
    const meta = tx.table('syncMeta');
    for (const a of items) {
      const key = quizAttemptMetaKey(owner, a.quiz_id);
      const held = (await meta.get(key))?.value;
      const attempt = { key: a.key, number: a.number };
      if (a.replace || attemptWins(isAttemptMeta(held) ? held : undefined, attempt))
        await meta.put({ key, value: attempt });
    }
  },
});

/** GET /quiz/{id}'s verdicts of the viewer's attempt: they replace pending rows; the answer given here stays. */
export const quizVerdictsAnswer = definePullSection({
  key: 'quiz-verdicts',
  item: v.object({
    quiz_id: v.number(),
    attempt_key: v.string(),
    question_id: v.number(),
    answer: v.fallback(v.nullable(quizAnswerValue), null),
    correct: v.boolean(),
    late: v.boolean(),
    correct_answer: v.fallback(v.nullable(quizAnswerValue), null),
    explanation: v.fallback(v.nullable(v.string()), null),
    answered_at: v.fallback(v.nullable(v.string()), null),
  }),
  tables: ['quizAnswers'],
  async merge(tx, { owner }, items) {
    const table = tx.table('quizAnswers');
    const now = new Date().toISOString();
    for (const a of items) {
      const key = quizAnswerKey(owner, a.attempt_key, a.question_id);
      const existing = await table.get(key);
      await table.put({
        key,
        quizId: a.quiz_id,
        questionId: a.question_id,
        answer: existing?.answer ?? a.answer,
        verdict: verdictOf(a, a.explanation),
        answeredAt: existing?.answeredAt ?? a.answered_at ?? now,
      });
    }
  },
});
