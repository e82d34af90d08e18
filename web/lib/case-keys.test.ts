import { describe, expect, it } from 'vitest';
import { camelizeKeys, KEPT_CAMEL_NAMES, snakeizeKeys } from './case-keys.ts';
import { buildQuery } from './api-client.ts';

describe('API key conversion', () => {
  it('camelizes nested objects and arrays from the wire', () => {
    expect(camelizeKeys({ show_in_menu: true, items: [{ created_at: 'x', user_from: { last_name: 'Ф' } }] })).toEqual({
      showInMenu: true,
      items: [{ createdAt: 'x', userFrom: { lastName: 'Ф' } }],
    });
  });
  it('renames every key the same way once more keys have come than it remembers', () => {
    const count = KEPT_CAMEL_NAMES + 500;
    const wire = Object.fromEntries(Array.from({ length: count }, (_, i) => [`item_${i}_id`, i]));
    const first = camelizeKeys<Record<string, number>>(wire);
    const again = camelizeKeys<Record<string, number>>(wire);
    for (const answer of [first, again]) {
      expect(Object.keys(answer)).toHaveLength(count);
      expect(answer[`item${KEPT_CAMEL_NAMES + 499}Id`]).toBe(KEPT_CAMEL_NAMES + 499);
      expect(answer.item0Id).toBe(0);
      expect(answer).not.toHaveProperty('item_0_id');
    }
  });
  it('snakeizes outgoing payloads, leaving values alone', () => {
    expect(snakeizeKeys({ confirmPassword: 'aB', interestList: [1, 2], regionId: 3 })).toEqual({
      confirm_password: 'aB',
      interest_list: [1, 2],
      region_id: 3,
    });
  });
  it('repeats keys for array params and drops empty ones', () => {
    expect(buildQuery({ pageTypeId: [1, 3], search: '', sort: 'DATE_DESC', limit: 18, tags: undefined })).toBe(
      '?page_type_id=1&page_type_id=3&sort=DATE_DESC&limit=18',
    );
  });
});
