import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateClaims, prefixesMountedTwice } from './testing/route-claims.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const noop = () => new Response('');

describe('each router is mounted once', () => {
  it('finds a method and path claimed by two routers, and a prefix mounted twice', () => {
    const lists = new Hono().get('/', noop).get('/kinds', noop);
    const kinds = new Hono().get('/kinds', (c, next) => next(), noop);
    const app = new Hono()
      .use('*', (c, next) => next())
      .route('/catalog', lists)
      .route('/other', new Hono().get('/', noop));
    app.route('/catalog', kinds);
    expect(duplicateClaims(app.routes)).toEqual(['GET /catalog/kinds']);
    expect(prefixesMountedTwice(app.routes)).toEqual(['/catalog']);
  });

  it("does not count a route's validators and handler, or a router's own sub-routers, as two claims", () => {
    const comments = new Hono().get('/:id/comments', noop);
    const app = new Hono().route(
      '/a',
      new Hono()
        .post('/x', (c, next) => next(), noop)
        .get('/x', noop)
        .route('/', comments)
        .get('/:id', noop),
    );
    expect(duplicateClaims(app.routes)).toEqual([]);
    expect(prefixesMountedTwice(app.routes)).toEqual([]);
  });

  it('gives every method and path of the real app one router, and every prefix one mount', () => {
    expect(t.app.routes.length).toBeGreaterThan(100);
    expect(duplicateClaims(t.app.routes)).toEqual([]);
    expect(prefixesMountedTwice(t.app.routes)).toEqual([]);
  });
});
