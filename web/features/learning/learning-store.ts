// The device copy of a pupil's learning: step states and quiz answers per owner, the attempt
// each quiz is answered in, fetched courses and downloaded courses. Screens read it live;
// the network and the pull only write into it.
import * as v from 'valibot';
import { quizAnswerValue } from '../../../sync/mutations/learning.ts';
import {
  isAttemptMeta,
  quizAttemptMetaKey,
  quizVerdict,
  type AttemptMeta,
  type QuizVerdict,
} from '../../../sync/mutations/learning-rows.ts';
import type { StepState } from '../../../sync/rules/learning.ts';
import { snakeizeKeys } from '../../lib/case-keys.ts';
import { checkedRow } from '../../lib/checked-row.ts';
import { putRows } from '../../lib/device-rows.ts';
import { localDb } from '../../lib/local-db.ts';
import { mergeServerAnswer } from '../../lib/sync-client.ts';
import {
  courseCardKey,
  downloadKey,
  isDownloaded,
  readCourseFrom,
  readDownloadFrom,
  type DownloadedCourse,
} from '../../lib/course-rows.ts';
import type { AnswerRecord, CourseDetail, QuizDetail } from '../../lib/learning-types.ts';

export type { AnswerRecord, AttemptMeta, DownloadedCourse, QuizVerdict };
export { downloadKey };

const quizCardKey = (id: number) => `quiz:${id}`;

/** What the quiz player reads of a stored quiz: its rounds and their questions. */
const storedQuiz = v.object({
  id: v.number(),
  title: v.string(),
  rounds: v.array(v.object({ id: v.number(), questions: v.array(v.object({ id: v.number() })) })),
});

/** Every downloaded course row (the [type+id] index; cards has no plain type index). */
export function listDownloadRows() {
  return localDb.cards
    .where('[type+id]')
    .between(['course-download', -Infinity], ['course-download', Infinity])
    .toArray();
}

export const readDownload = (courseId: number) => readDownloadFrom(localDb, courseId);

/** The course as last fetched, or as downloaded. */
export const readCourse = (courseId: number) => readCourseFrom(localDb, courseId);

export async function saveCourse(course: CourseDetail): Promise<void> {
  await putRows(localDb, {
    cards: [
      {
        key: courseCardKey(course.id),
        type: 'course',
        id: course.id,
        slug: course.slug,
        data: course,
        savedAt: Date.now(),
      },
    ],
  });
}

/** The quiz as last fetched, or from any downloaded course that holds it. */
export async function readQuiz(quizId: number): Promise<QuizDetail | null> {
  const stored = checkedRow<QuizDetail>(storedQuiz, (await localDb.cards.get(quizCardKey(quizId)))?.data);
  if (stored) return stored;
  const rows = await listDownloadRows();
  for (const row of rows) {
    if (!isDownloaded(row.data)) continue;
    const found = row.data.download.steps.find((s) => s.quiz?.id === quizId)?.quiz;
    if (found) return found;
  }
  return null;
}

export async function saveQuiz(quiz: QuizDetail): Promise<void> {
  await putRows(localDb, {
    cards: [{ key: quizCardKey(quiz.id), type: 'quiz', id: quiz.id, slug: quiz.slug, data: quiz, savedAt: Date.now() }],
  });
}

/** The owner's step states of a course (stepId → state). */
export async function readProgress(owner: string, courseId: number): Promise<Map<number, StepState>> {
  const rows = await localDb.courseProgress.where('courseId').equals(courseId).toArray();
  const prefix = `${owner}:`;
  const states = new Map<number, StepState>();
  for (const r of rows) {
    if (r.key.startsWith(prefix) && (r.state === 'in_progress' || r.state === 'completed' || r.state === 'not_started'))
      states.set(r.stepId, r.state);
  }
  return states;
}

/** Writes the server's states (forward only), from GET /course/{id} or a download, as a pull merges them. */
export async function mergeStates(
  owner: string,
  courseId: number,
  states: { stepId: number; state: StepState }[],
): Promise<void> {
  const updatedAt = new Date().toISOString();
  const items = states
    .filter((s) => s.state !== 'not_started')
    .map((s) => ({ course_id: courseId, step_id: s.stepId, state: s.state, updated_at: updatedAt }));
  if (items.length) await mergeServerAnswer(owner, 'course_steps', items);
}

export async function readAttempt(owner: string, quizId: number): Promise<AttemptMeta | null> {
  const value = (await localDb.syncMeta.get(quizAttemptMetaKey(owner, quizId)))?.value;
  return isAttemptMeta(value) ? value : null;
}

/** Keeps the server's attempt when it is newer than the device's (another device restarted). */
export async function adoptAttempt(owner: string, quizId: number, attempt: AttemptMeta): Promise<void> {
  await mergeServerAnswer(owner, 'quiz-attempt', [
    { quiz_id: quizId, key: attempt.key, number: attempt.number, replace: false },
  ]);
}

/** A new attempt made on the device (restart or first answer); the server makes it on its first answer. */
export async function newAttempt(owner: string, quizId: number): Promise<AttemptMeta> {
  const held = await readAttempt(owner, quizId);
  const attempt = { key: crypto.randomUUID(), number: (held?.number ?? 0) + 1 };
  await localDb.syncMeta.put({ key: quizAttemptMetaKey(owner, quizId), value: attempt });
  return attempt;
}

export async function readAnswers(
  owner: string,
  attemptKey: string,
  quizId: number,
): Promise<Map<number, AnswerRecord>> {
  const rows = await localDb.quizAnswers.where('quizId').equals(quizId).toArray();
  const prefix = `${owner}:${attemptKey}:`;
  const out = new Map<number, AnswerRecord>();
  for (const r of rows) {
    const answer = v.safeParse(quizAnswerValue, r.answer);
    if (!r.key.startsWith(prefix) || !answer.success) continue;
    const verdict = v.safeParse(quizVerdict, r.verdict);
    out.set(r.questionId, {
      questionId: r.questionId,
      answer: answer.output,
      verdict: verdict.success ? verdict.output : null,
      answeredAt: r.answeredAt,
    });
  }
  return out;
}

/**
 * GET /quiz/{id}'s verdicts of the attempt: they replace pending rows, merged in the server's spelling by the quiz's
 * sync module (sync/mutations/quiz-client.ts), which maps a verdict for every path.
 */
export async function saveVerdicts(
  owner: string,
  attemptKey: string,
  quizId: number,
  answers: object[],
): Promise<void> {
  if (answers.length === 0) return;
  const items = answers.map((a) => ({ ...(snakeizeKeys(a) as object), quiz_id: quizId, attempt_key: attemptKey }));
  await mergeServerAnswer(owner, 'quiz-verdicts', items);
}

/** The attempt the server just made current (start, restart): it replaces the device's. */
export async function setAttempt(owner: string, quizId: number, attempt: AttemptMeta): Promise<void> {
  await mergeServerAnswer(owner, 'quiz-attempt', [
    { quiz_id: quizId, key: attempt.key, number: attempt.number, replace: true },
  ]);
}

const roundPrefix = (owner: string, attemptKey: string) => `quiz-round:${owner}:${attemptKey}:`;

/** When each round's timer started on this device (roundId → ISO time). */
export async function readRoundStarts(owner: string, attemptKey: string): Promise<Map<number, string>> {
  const prefix = roundPrefix(owner, attemptKey);
  const rows = await localDb.syncMeta.where('key').startsWith(prefix).toArray();
  const out = new Map<number, string>();
  for (const r of rows) if (typeof r.value === 'string') out.set(Number(r.key.slice(prefix.length)), r.value);
  return out;
}

/** Starts a round's timer once; an earlier start (this device or the server's) is kept. */
export async function startRoundTimer(owner: string, attemptKey: string, roundId: number, at: string): Promise<void> {
  const key = `${roundPrefix(owner, attemptKey)}${roundId}`;
  await localDb.transaction('rw', localDb.syncMeta, async () => {
    const held = (await localDb.syncMeta.get(key))?.value;
    if (typeof held !== 'string' || Date.parse(at) < Date.parse(held)) await localDb.syncMeta.put({ key, value: at });
  });
}
