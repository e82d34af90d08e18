// The shared learning rules the browser uses offline: step locking, state order, text answers.
import { describe, expect, it } from 'vitest';
import { normalizeTextAnswer, openSteps, stepStateRank, type LockableStep } from './learning.ts';

const step = (state: LockableStep['state'], alwaysOpen = false): LockableStep => ({ state, alwaysOpen });

describe('openSteps', () => {
  it('opens the first step, and each next one when the previous is completed', () => {
    expect(openSteps(false, [step('not_started'), step('not_started'), step('not_started')])).toEqual([
      true,
      false,
      false,
    ]);
    expect(openSteps(false, [step('completed'), step('in_progress'), step('not_started')])).toEqual([
      true,
      true,
      false,
    ]);
    expect(openSteps(false, [step('completed'), step('completed'), step('not_started')])).toEqual([true, true, true]);
  });

  it('opens everything in an always-open course, and an always-open step anywhere', () => {
    expect(openSteps(true, [step('not_started'), step('not_started')])).toEqual([true, true]);
    expect(openSteps(false, [step('not_started'), step('not_started'), step('not_started', true)])).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('learning rules', () => {
  it('orders states forward', () => {
    expect(stepStateRank('not_started')).toBeLessThan(stepStateRank('in_progress'));
    expect(stepStateRank('in_progress')).toBeLessThan(stepStateRank('completed'));
  });

  it('compares text answers trimmed, case-insensitively, with ё as е and single spaces', () => {
    expect(normalizeTextAnswer('  Лёд ')).toBe(normalizeTextAnswer('лед'));
    expect(normalizeTextAnswer('Млечный   ПУТЬ')).toBe('млечный путь');
    expect(normalizeTextAnswer('ЁЖ')).toBe('еж');
  });
});
