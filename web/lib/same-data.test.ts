import { describe, expect, it } from 'vitest';
import { sameData } from './same-data.ts';

describe('sameData', () => {
  it('holds for the same object and for equal copies (the device store answering what the network did)', () => {
    const post = { id: 1, title: 'Почему небо голубое', content: [{ type: 'text', data: { html: '<p>Свет</p>' } }] };
    expect(sameData(post, post)).toBe(true);
    expect(sameData(post, structuredClone(post))).toBe(true);
    expect(sameData([post], [structuredClone(post)])).toBe(true);
  });

  it('fails for any change of data, nesting included', () => {
    const post = { id: 1, title: 'Почему небо голубое', content: [{ type: 'text', data: { html: '<p>Свет</p>' } }] };
    const edited = structuredClone(post);
    edited.content[0]!.data.html = '<p>Свет Солнца</p>';
    expect(sameData(post, edited)).toBe(false);
    expect(sameData(post, { ...post, title: 'Почему закат красный' })).toBe(false);
    expect(sameData([post], [post, post])).toBe(false);
  });

  it('tells an answer from no answer: undefined (not read yet), null (nothing stored), an empty list', () => {
    expect(sameData(undefined, null)).toBe(false);
    expect(sameData(null, [])).toBe(false);
    expect(sameData(undefined, undefined)).toBe(true);
    expect(sameData(null, null)).toBe(true);
    expect(sameData(0, '0')).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it("compares the entries of a Map or Set (a quiz's answers, a course's step states), not their empty JSON", () => {
    const answers = new Map([[1, { correct: true }]]);
    expect(sameData(answers, new Map([[1, { correct: true }]]))).toBe(true);
    expect(sameData(answers, new Map([[1, { correct: false }]]))).toBe(false);
    expect(sameData(new Map(), answers)).toBe(false);
    expect(sameData(new Set([1]), new Set([2]))).toBe(false);
    expect(sameData({ steps: new Map([[3, 'completed']]) }, { steps: new Map([[3, 'completed']]) })).toBe(true);
  });

  it('never throws: data JSON cannot write counts as changed', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(sameData(loop, { self: {} })).toBe(false);
    expect(sameData({ n: 1n }, { n: 1n })).toBe(false);
  });
});
