import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys } from './case-keys.ts';
import { buildQuery } from './api-client.ts';

describe('API key conversion', () => {
  it('camelizes nested objects and arrays from the wire', () => {
    expect(camelizeKeys({ show_in_menu: true, items: [{ created_at: 'x', user_from: { last_name: 'Ф' } }] })).toEqual({
      showInMenu: true,
      items: [{ createdAt: 'x', userFrom: { lastName: 'Ф' } }],
    });
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
