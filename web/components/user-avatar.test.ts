import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-avatar.tsx';

describe('avatar initials', () => {
  it('takes the first letter of the name and the surname', () => {
    expect(initialsOf('алиса', 'Иванова')).toBe('АИ');
  });
  it('skips quotes and other marks', () => {
    expect(initialsOf('Редакция', '«Наука рядом»')).toBe('РН');
  });
  it('is empty when there are no letters', () => {
    expect(initialsOf('', '')).toBe('');
  });
});
