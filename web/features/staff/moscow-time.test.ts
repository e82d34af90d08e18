import { describe, expect, it } from 'vitest';
import { fromMoscowInput, toMoscowInput } from './moscow-time.ts';

describe('Moscow time of events', () => {
  it('shows an instant on the Moscow clock and reads a Moscow wall time back', () => {
    expect(toMoscowInput('2026-12-10T07:00:00.000Z')).toBe('2026-12-10T10:00');
    expect(fromMoscowInput('2026-12-10T10:00')).toBe('2026-12-10T07:00:00.000Z');
    expect(toMoscowInput('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T01:30');
  });

  it('gives an empty value for nothing or nonsense', () => {
    expect(toMoscowInput(null)).toBe('');
    expect(fromMoscowInput('')).toBe('');
    expect(fromMoscowInput('10.12.2026 10:00')).toBe('');
  });
});
