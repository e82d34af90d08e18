import { describe, expect, it } from 'vitest';
import { isPublicApiPath } from './public-api-paths.ts';

describe('which API answers the service worker may cache', () => {
  it('caches public site data and catalogue reads on both API versions', () => {
    for (const p of [
      '/api/settings',
      '/api/static-page/path',
      '/otherapi/catalog',
      '/api/faq/form',
      '/api/event-news/news',
    ]) {
      expect(isPublicApiPath(p), p).toBe(true);
    }
  });
  it("never caches a user's own data", () => {
    for (const p of [
      '/api/user/me',
      '/api/sync/pull',
      '/api/favorite-all/list',
      '/api/quiz/3/result',
      '/api/course/2',
      '/api/course_step/5',
      '/api/notification',
      // The feed is personal for a signed-in reader (kept per user on the device instead).
      '/api/catalog/recommendation-feed',
      '/otherapi/catalog/recommendation-feed/',
    ]) {
      expect(isPublicApiPath(p), p).toBe(false);
    }
  });
  it('ignores paths outside the API', () => {
    expect(isPublicApiPath('/catalog')).toBe(false);
  });
});
