import { describe, expect, it } from 'vitest';
import { shouldSchedulePrompt } from './registration-prompt.ts';

describe('registration prompt gap', () => {
  const now = 1_700_000_000_000;
  it('schedules when never shown or the value is junk', () => {
    expect(shouldSchedulePrompt(now, null)).toBe(true);
    expect(shouldSchedulePrompt(now, 'yes')).toBe(true);
  });
  it('skips when shown under a minute ago, schedules after', () => {
    expect(shouldSchedulePrompt(now, String(now - 59_000))).toBe(false);
    expect(shouldSchedulePrompt(now, String(now - 60_000))).toBe(true);
  });
});
