// The pull's sections written into a real IndexedDB (fake-indexeddb) by their modules: states only
// move forward, a verdict replaces a pending answer, a newer attempt becomes current.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse } from '../sync/protocol/envelopes.ts';
import { applyPull } from '../sync/client/pull.ts';
import { dexieDeviceStore } from './dexie-device-store.ts';
import { SyncDb } from './sync-db.ts';

let db: SyncDb;
let n = 0;
beforeEach(async () => {
  db = new SyncDb(`learning-pull-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const at = '2026-01-01T10:00:00.000Z';
const response = (extra: Partial<PullResponse>): PullResponse => ({ cookie: 1, bookmarks: [], ...extra });

describe('pulled learning rows', () => {
  it('keeps a step completed on the device when the server still says in progress', async () => {
    await db
      .synced('courseProgress')
      .put({ key: '1:3:11', courseId: 3, stepId: 11, state: 'completed', updatedAt: at });
    await applyPull(
      dexieDeviceStore(db),
      '1',
      response({
        course_steps: [
          { course_id: 3, step_id: 11, state: 'in_progress', updated_at: at },
          { course_id: 3, step_id: 12, state: 'completed', updated_at: at },
        ],
      }),
    );
    expect((await db.synced('courseProgress').get('1:3:11'))?.state).toBe('completed');
    expect((await db.synced('courseProgress').get('1:3:12'))?.state).toBe('completed');
  });

  it('puts the verdict on the pending answer and makes the newer attempt current', async () => {
    await db.synced('quizAnswers').put({ key: '1:k2:5', quizId: 2, questionId: 5, answer: 8, answeredAt: at });
    await db.syncMeta.put({ key: 'quiz-attempt:1:2', value: { key: 'k1', number: 1 } });
    await applyPull(
      dexieDeviceStore(db),
      '1',
      response({
        quiz_attempts: [{ quiz_id: 2, attempt_key: 'k2', number: 2, started_at: at, finished_at: null }],
        quiz_answers: [
          {
            quiz_id: 2,
            question_id: 5,
            attempt_key: 'k2',
            answer: 8,
            correct: false,
            late: false,
            correct_answer: 7,
            answered_at: at,
          },
        ],
      }),
    );
    expect((await db.synced('quizAnswers').get('1:k2:5'))?.verdict).toEqual({
      correct: false,
      late: false,
      correctAnswer: 7,
    });
    expect((await db.syncMeta.get('quiz-attempt:1:2'))?.value).toEqual({ key: 'k2', number: 2 });
  });
});
