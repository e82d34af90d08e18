// The one map of sync mutation handlers, by name. Each handler's conflict rule is written
// beside it. Later features add their handler here (audio position, course step, quiz answer).
import { setBookmark } from '../favorites/service.ts';
import { setStepState } from '../courses/step-state-service.ts';
import { recordAnswer } from '../quizzes/answer-service.ts';
import { loadQuiz } from '../quizzes/quiz-load.ts';
import { httpError } from '../../lib/http-error.ts';
import { setAudioPosition } from '../audio-positions/service.ts';
import { sendEventForm } from '../events/form-service.ts';
import { addHistory } from '../history/service.ts';
import { buildHandlerRegistry, defineHandler } from './handler-registry.ts';

/** Every handler def; tests build registries that swap one of them. */
export const handlerDefs = [
  // bookmark-set: sets the wanted state, so a replay changes nothing. Conflict rule: the
  // mutation applied last on the server wins; one client's order is kept by its mutation ids,
  // and across devices the later push wins (the other device pulls the result).
  defineHandler('bookmark-set', ({ db, userId }, args) => {
    setBookmark(db, userId, { type: args.type, id: args.id }, args.on);
  }),
  // course-step-set: states only move forward (not_started < in_progress < completed), so a
  // completed step never goes back, whatever the order of pushes; between equal states the newest
  // client time (`at`) is kept. A step still locked on the server is rejected ('Step is locked');
  // one client's mutations apply in order, so completing steps one by one offline opens each next.
  defineHandler('course-step-set', ({ db, userId, at }, args) => {
    setStepState(db, userId, { courseId: args.course_id, stepId: args.step_id, state: args.state, at });
  }),
  // quiz-answer: the first answer to a question in an attempt (by the client's attempt_key)
  // stands; a replay or a second answer changes nothing. Lateness in a timed round is judged by
  // the client's `at`. The verdict reaches the device through pull (quiz_answers).
  defineHandler('quiz-answer', ({ db, userId, at }, args) => {
    const full = loadQuiz(db, { id: args.quiz_id });
    if (!full) throw httpError(404, 'Quiz not found');
    recordAnswer(db, userId, full, { questionId: args.question_id, answer: args.answer, attemptKey: args.attempt_key, at });
  }),
  // audio-position-set: the newest client time wins (`at` in the args, else the envelope's);
  // an older position arriving late, or a replay, changes nothing. 0 clears it (track finished).
  defineHandler('audio-position-set', ({ db, userId, at }, args) => {
    setAudioPosition(db, userId, { audioId: args.audio_id, position: args.position, at: args.at ?? at });
  }),
  // event-form-send: the same service as POST /event/{id}/form; the client_key makes a replay
  // or a second push count once (one row per event and key; the user's own row is updated).
  defineHandler('event-form-send', ({ db, userId }, args) => {
    sendEventForm(db, args.event_id, userId, { values: args.values, clientKey: args.client_key });
  }),
  // history-add: one row per type and id, the newest client time kept, 30 per user.
  defineHandler('history-add', ({ db, userId, at }, args) => {
    addHistory(db, userId, { type: args.type, id: args.id, at: args.at ?? at });
  }),
] as const;

export const mutationHandlers = buildHandlerRegistry(handlerDefs);
