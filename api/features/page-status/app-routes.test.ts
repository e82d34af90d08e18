// The server's list of the app's routes (sync/rules/app-routes.ts) is the one the router builds from web/routes.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute } from '../../../sync/rules/app-routes.ts';

const ROUTES_DIR = fileURLToPath(new URL('../../../web/routes', import.meta.url));

/** A TanStack file route's path: folders and dots are segments, `index` is its folder, `__root` is none. */
function routeOfFile(file: string): string | null {
  const name = file.replace(/\.tsx$/, '');
  if (name === '__root') return null;
  const segments = name.split(/[/.]/).filter((s) => s !== 'index');
  return `/${segments.join('/')}`;
}

describe('APP_ROUTES', () => {
  it('lists exactly the routes of web/routes', () => {
    const files = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
    const routes = files.map((f) => routeOfFile(f.replaceAll('\\', '/'))).filter((r) => r !== null);
    expect([...APP_ROUTES].sort()).toEqual(routes.sort());
  });

  it('matches as the router ranks: written segments before parameters, optional ones left out', () => {
    expect(matchAppRoute('/')).toEqual({ route: '/', params: {} });
    expect(matchAppRoute('/about')?.route).toBe('/about');
    expect(matchAppRoute('/o-nas')).toEqual({ route: '/$page', params: { page: 'o-nas' } });
    expect(matchAppRoute('/contests/special')?.route).toBe('/contests/special');
    expect(matchAppRoute('/contests/special/3')).toEqual({ route: '/contests/special/$id', params: { id: '3' } });
    expect(matchAppRoute('/course/2/form')?.route).toBe('/course/$id/form');
    expect(matchAppRoute('/course/2/7')).toEqual({ route: '/course/$id/$step', params: { id: '2', step: '7' } });
    expect(matchAppRoute('/community')).toEqual({ route: '/community/{-$id}', params: {} });
    expect(matchAppRoute('/community/4/')).toEqual({ route: '/community/{-$id}', params: { id: '4' } });
    expect(matchAppRoute('/post/%D0%BA%D0%BE%D1%82')).toEqual({ route: '/post/$slug', params: { slug: 'кот' } });
    expect(matchAppRoute('/post/a/b')).toBeNull();
    expect(matchAppRoute('/no/such/address')).toBeNull();
    expect(matchAppRoute('/post/%E0%A4%A')).toBeNull();
  });
});
