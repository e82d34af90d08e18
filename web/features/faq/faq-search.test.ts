import { describe, expect, it } from 'vitest';
import { searchFaq } from './faq-search.ts';

const entries = [
  { id: 1, question: 'Как получить баллы?', answer: '<p>За курсы и <b>конкурсы</b>.</p>' },
  { id: 2, question: 'Где мои значки?', answer: '<p>В профиле: там же твои баллы.</p>' },
  { id: 3, question: 'Как сменить пароль?', answer: '<p>Нажми «Забыл пароль» при входе.</p>' },
];

describe('searchFaq', () => {
  it('gives every question for an empty query, in their order', () => {
    expect(searchFaq(entries, '  ').map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('finds every typed word in a question or its answer, questions first, case and ё ignored', () => {
    expect(searchFaq(entries, 'БАЛЛЫ').map((e) => e.id)).toEqual([1, 2]);
    expect(searchFaq(entries, 'пароль вход').map((e) => e.id)).toEqual([3]);
    expect(searchFaq([{ id: 4, question: 'Что ещё?', answer: '' }], 'еще').map((e) => e.id)).toEqual([4]);
  });

  it("does not match the answer's markup", () => {
    expect(searchFaq(entries, 'b')).toEqual([]);
  });
});
