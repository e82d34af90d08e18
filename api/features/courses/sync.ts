// Course steps in sync: the 'course-step-set' push handler (and its batch form) and the 'course_steps' pull section.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { setStepStateRun } from './step-run.ts';
import { setStepState, stepStatesChangedSince } from './step-state-service.ts';

export const coursesSync = defineSyncFeature({
  name: 'courses',
  handlers: [
    // course-step-set: states only move forward (not_started < in_progress < completed), so a
    // completed step never goes back, whatever the order of pushes; between equal states the newest
    // (clamped) time is kept. A step still locked on the server is rejected ('Step is locked'); one
    // client's mutations apply in order, so completing steps one by one offline opens each next.
    // A run of them has a batch form (step-run.ts) that must leave what they leave one by one.
    defineHandler(
      'course-step-set',
      async ({ db, userId, at }, args) => {
        await setStepState(db, userId, { courseId: args.course_id, stepId: args.step_id, state: args.state, at });
      },
      setStepStateRun,
    ),
  ],
  changesSince: async (db, userId, cookie) => ({ course_steps: await stepStatesChangedSince(db, userId, cookie) }),
});
