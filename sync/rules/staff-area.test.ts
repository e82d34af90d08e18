import { describe, expect, it } from 'vitest';
import { STAFF_AREA_PATH } from './staff-area.ts';

describe('STAFF_AREA_PATH', () => {
  it.each(['/staff', '/staff/', '/staff?s=queue', '/staff/queue', '/staff#top'])('takes %s', (path) => {
    expect(STAFF_AREA_PATH.test(path)).toBe(true);
  });
  it.each(['/', '/staffroom', '/staff.html', '/api/staff/me', '/post/staff', '/news/staff?x=1'])(
    'leaves %s to the site',
    (path) => {
      expect(STAFF_AREA_PATH.test(path)).toBe(false);
    },
  );
});
