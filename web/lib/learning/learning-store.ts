// The device copy of a pupil's learning: step states and quiz answers per owner, the attempt
// each quiz is answered in, fetched courses and downloaded courses. Screens read it live;
// the network and the pull only write into it.
import {
  attemptWins,
  isAttemptMeta,
  mergeProgress,
  progressKey,
  quizAnswerKey,
  quizAttemptMetaKey,
  type AttemptMeta,
  type QuizVerdict,
} from '../../../sync/mutations/learning-rows.ts';
import type { StepState } from '../../../sync/rules/learning.ts';
import { localDb } from '../local-db.ts';
import {
  courseCardKey,
  downloadKey,
  isDownloaded,
  readCourseFrom,
  readDownloadFrom,
  type DownloadedCourse,
} from './course-rows.ts';
import type { CourseDetail, QuizDetail, QuizAnswerValue } from './learning-types.ts';

export type { AttemptMeta, DownloadedCourse, QuizVerdict };
export { downloadKey };

const quizCardKey = (id: number) => `quiz:${id}`;

function isQuiz(value: unknown): value is QuizDetail {
  return typeof value === 'object' && value !== null && 'rounds' in value && Array.isArray(value.rounds);
}

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
  await localDb.cards.put({
    key: courseCardKey(course.id),
    type: 'course',
    id: course.id,
    slug: course.slug,
    data: course,
    savedAt: Date.now(),
  });
}

/** The quiz as last fetched, or from any downloaded course that holds it. */
export async function readQuiz(quizId: number): Promise<QuizDetail | null> {
  const data = (await localDb.cards.get(quizCardKey(quizId)))?.data;
  if (isQuiz(data)) return data;
  const rows = await listDownloadRows();
  for (const row of rows) {
    if (!isDownloaded(row.data)) continue;
    const found = row.data.download.steps.find((s) => s.quiz?.id === quizId)?.quiz;
    if (found) return found;
  }
  return null;
}

export async function saveQuiz(quiz: QuizDetail): Promise<void> {
  await localDb.cards.put({
    key: quizCardKey(quiz.id),
    type: 'quiz',
    id: quiz.id,
    slug: quiz.slug,
    data: quiz,
    savedAt: Date.now(),
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

/** Writes states (forward only), e.g. from GET /course/{id} or a local step change. */
export async function mergeStates(
  owner: string,
  courseId: number,
  states: { stepId: number; state: StepState }[],
): Promise<void> {
  const now = new Date().toISOString();
  await localDb.transaction('rw', localDb.courseProgress, async () => {
    for (const s of states) {
      if (s.state === 'not_started') continue;
      const key = progressKey(owner, courseId, s.stepId);
      await localDb.courseProgress.put(
        mergeProgress(await localDb.courseProgress.get(key), {
          key,
          courseId,
          stepId: s.stepId,
          state: s.state,
          updatedAt: now,
        }),
      );
    }
  });
}

export async function readAttempt(owner: string, quizId: number): Promise<AttemptMeta | null> {
  const value = (await localDb.syncMeta.get(quizAttemptMetaKey(owner, quizId)))?.value;
  return isAttemptMeta(value) ? value : null;
}

/** Keeps the server's attempt when it is newer than the device's (another device restarted). */
export async function adoptAttempt(owner: string, quizId: number, attempt: AttemptMeta): Promise<void> {
  await localDb.transaction('rw', localDb.syncMeta, async () => {
    const held = await readAttempt(owner, quizId);
    if (attemptWins(held ?? undefined, attempt))
      await localDb.syncMeta.put({ key: quizAttemptMetaKey(owner, quizId), value: attempt });
  });
}

/** A new attempt made on the device (restart or first answer); the server makes it on its first answer. */
export async function newAttempt(owner: string, quizId: number): Promise<AttemptMeta> {
  const held = await readAttempt(owner, quizId);
  const attempt = { key: crypto.randomUUID(), number: (held?.number ?? 0) + 1 };
  await localDb.syncMeta.put({ key: quizAttemptMetaKey(owner, quizId), value: attempt });
  return attempt;
}

export interface AnswerRecord {
  questionId: number;
  answer: QuizAnswerValue;
  verdict: QuizVerdict | null;
  answeredAt: string;
}

function isVerdict(v: unknown): v is QuizVerdict {
  return typeof v === 'object' && v !== null && 'correct' in v && typeof v.correct === 'boolean' && 'late' in v;
}
function isAnswerValue(v: unknown): v is QuizAnswerValue {
  return typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'number'));
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
    if (!r.key.startsWith(prefix) || !isAnswerValue(r.answer)) continue;
    out.set(r.questionId, {
      questionId: r.questionId,
      answer: r.answer,
      verdict: isVerdict(r.verdict) ? r.verdict : null,
      answeredAt: r.answeredAt,
    });
  }
  return out;
}

/** Verdicts the server sent (GET /quiz/{id} answers, POST answer): they replace pending rows. */
export async function saveVerdicts(
  owner: string,
  attemptKey: string,
  quizId: number,
  verdicts: { questionId: number; answer: QuizAnswerValue | null; verdict: QuizVerdict; answeredAt: string | null }[],
): Promise<void> {
  if (verdicts.length === 0) return;
  await localDb.transaction('rw', localDb.quizAnswers, async () => {
    for (const v of verdicts) {
      const key = quizAnswerKey(owner, attemptKey, v.questionId);
      const existing = await localDb.quizAnswers.get(key);
      await localDb.quizAnswers.put({
        key,
        quizId,
        questionId: v.questionId,
        answer: existing?.answer ?? v.answer,
        verdict: v.verdict,
        answeredAt: existing?.answeredAt ?? v.answeredAt ?? new Date().toISOString(),
      });
    }
  });
}

/** The attempt the server just made current (start, restart): it replaces the device's. */
export async function setAttempt(owner: string, quizId: number, attempt: AttemptMeta): Promise<void> {
  await localDb.syncMeta.put({
    key: quizAttemptMetaKey(owner, quizId),
    value: { key: attempt.key, number: attempt.number },
  });
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
