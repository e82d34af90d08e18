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
  type QuizVerdict,
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
    const verdict: QuizVerdict = {
      correct: r.correct,
      late: r.late,
      correctAnswer: r.correct_answer,
      explanation: r.explanation ?? null,
    };
    await table.put({ ...existing, verdict });
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
      const verdict: QuizVerdict = {
        correct: a.correct,
        late: a.late,
        correctAnswer: a.correct_answer,
        ...(kept ? { explanation: kept } : {}),
      };
      await table.put({ ...existing, ...row, verdict });
    }
  },
});
