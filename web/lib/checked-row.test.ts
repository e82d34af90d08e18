import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkedRow } from './checked-row.ts';

interface Post {
  id: number;
  title: string;
  content: unknown[];
  author: { name: string };
}
const storedPost = v.object({ id: v.number(), title: v.string(), content: v.array(v.unknown()) });

describe('checkedRow', () => {
  it('gives back the whole stored row when the fields a screen reads are there', () => {
    const row = { id: 1, title: 'Почему небо голубое', content: [], author: { name: 'Анна' } };
    expect(checkedRow<Post>(storedPost, row)).toBe(row);
  });

  it('refuses a row with a field of the wrong kind, not only a missing one (the old guards checked two names)', () => {
    expect(checkedRow<Post>(storedPost, { id: '1', title: 'Опыт', content: [] })).toBeNull();
    expect(checkedRow<Post>(storedPost, { id: 1, title: null, content: [] })).toBeNull();
    expect(checkedRow<Post>(storedPost, undefined)).toBeNull();
  });
});
