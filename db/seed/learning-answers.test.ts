// The first accepted answer of a typed question is what a pupil is shown as 'Правильный ответ', so it
// is written as a person would write it (a capital letter, 'Млечный Путь'), not as it is compared.
import { describe, expect, it } from 'vitest';
import { QUIZZES_A } from './learning-quizzes-a.ts';
import { QUIZZES_B } from './learning-quizzes-b.ts';

describe('demo quiz answers', () => {
  const typed = [...QUIZZES_A, ...QUIZZES_B].flatMap((q) =>
    q.rounds.flatMap((r) => r.questions.flatMap((x) => (x.kind === 'text' ? [x] : []))),
  );
  it('show each typed question its answer with a capital letter or a number first', () => {
    expect(typed.length).toBeGreaterThan(10);
    for (const q of typed) expect(q.accepted[0], q.text).toMatch(/^[\p{Lu}\d]/u);
  });
});
