import { describe, expect, it } from 'vitest';
import { codeToCarry, routesOpened } from './route-code-update.ts';

const oldBuild = {
  index: ['/assets/routes-OLD1.js', '/assets/content-card-SAME.js'],
  'post/$slug': ['/assets/_slug-OLD2.js', '/assets/content-card-SAME.js', '/assets/comments-OLD3.js'],
  'course/$id/$step': ['/assets/_step-OLD4.js', '/assets/content-card-SAME.js'],
};
const newBuild = {
  index: ['/assets/routes-NEW1.js', '/assets/content-card-SAME.js'],
  'post/$slug': ['/assets/_slug-NEW2.js', '/assets/content-card-SAME.js', '/assets/comments-NEW3.js'],
  'course/$id/$step': ['/assets/_step-NEW4.js', '/assets/content-card-SAME.js'],
};

describe('the code an update carries over', () => {
  it('is the new build of the screens opened under the old one, never of a screen not opened', () => {
    // The post and the home page were opened (their chunks, and the shared card, kept); the steps never were, though
    // the shared card they use is kept.
    const kept = new Set(['/assets/routes-OLD1.js', '/assets/_slug-OLD2.js', '/assets/content-card-SAME.js']);
    const routes = routesOpened(oldBuild, kept);
    expect(routes.sort()).toEqual(['index', 'post/$slug']);
    expect(codeToCarry(newBuild, routes, kept).sort()).toEqual([
      '/assets/_slug-NEW2.js',
      '/assets/comments-NEW3.js',
      '/assets/routes-NEW1.js',
    ]);
  });

  it('is nothing when nothing was opened, or a route is gone from the new build', () => {
    expect(routesOpened(oldBuild, new Set())).toEqual([]);
    expect(codeToCarry({}, ['post/$slug'], new Set())).toEqual([]);
  });
});
