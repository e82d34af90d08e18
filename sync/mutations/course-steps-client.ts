// course-step-set on the device: the step moves forward at once (the state it replaced is kept
// in `before`), a rejection ('Step is locked') puts that state back unless a newer change of
// the same step waits, and a pull merges the server's states forward only.
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';
import {
  courseStepItem,
  isStepState,
  laterState,
  mergeProgress,
  progressKey,
  pulledProgressRows,
} from './learning-rows.ts';

const courseStepItemKey = (courseId: number, stepId: number) => `course-step:${courseId}:${stepId}`;

export const courseStepSetClient = defineClientMutation({
  name: 'course-step-set',
  tables: ['courseProgress'],
  // Each change is a fact the server checks in order (a step opens the next): never merged.
  coalesce: false,
  itemKey: (args) => courseStepItemKey(args.course_id, args.step_id),
  async apply(tx, { owner, at }, args) {
    const table = tx.table('courseProgress');
    const key = progressKey(owner, args.course_id, args.step_id);
    const existing = await table.get(key);
    const held = isStepState(existing?.state) ? existing.state : 'not_started';
    if (laterState(held, args.state) === held) return;
    await table.put({
      key,
      courseId: args.course_id,
      stepId: args.step_id,
      state: args.state,
      updatedAt: at,
      before: existing?.before ?? held,
    });
  },
  async settle(tx, ctx, args) {
    if (ctx.superseded) return;
    const table = tx.table('courseProgress');
    const key = progressKey(ctx.owner, args.course_id, args.step_id);
    const existing = await table.get(key);
    if (!existing) return;
    const { before, ...rest } = existing;
    if (ctx.outcome === 'applied' || before === undefined) await table.put(rest);
    else if (before === 'not_started') await table.delete(key);
    else await table.put({ ...rest, state: before });
  },
});

export const courseStepsPull = definePullSection({
  key: 'course_steps',
  item: courseStepItem,
  tables: ['courseProgress'],
  async merge(tx, { owner, unsettled }, items) {
    const table = tx.table('courseProgress');
    for (const row of pulledProgressRows(owner, items)) {
      if (unsettled.has(courseStepItemKey(row.courseId, row.stepId))) continue;
      await table.put(mergeProgress(await table.get(row.key), row));
    }
  },
});
