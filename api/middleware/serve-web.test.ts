// The two pages of the built PWA: the staff area (/staff and below) gets staff.html, every other
// address the site's index.html, both revalidated on every load.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDistTestApp } from '../testing/web-dist-app.ts';

const INDEX = '<!doctype html><html lang="ru"><head><title>Наука рядом</title></head><body>site</body></html>';
const STAFF = '<!doctype html><html lang="ru"><head><title>Кабинет сотрудника</title></head><body>staff</body></html>';

const served = webDistTestApp({ index: INDEX, staff: STAFF });

async function page(path: string): Promise<{ body: string; cache: string | null }> {
  const res = await served.app.request(path);
  expect(res.status, path).toBe(200);
  return { body: await res.text(), cache: res.headers.get('cache-control') };
}

describe('serveWeb', () => {
  it.each(['/staff', '/staff/', '/staff?s=content&edit=page%3A3', '/staff/queue'])(
    'answers %s with the staff page, never kept stale',
    async (path) => {
      const { body, cache } = await page(path);
      expect(body).toContain('staff</body>');
      expect(cache).toBe('no-cache');
    },
  );

  it.each(['/catalog', '/staffroom', '/news/staff'])('answers %s with the site', async (path) => {
    // /staffroom and /news/staff are no page of the demo data: the site's shell with 404 (page-status/).
    const res = await served.app.request(path);
    expect(res.status, path).toBe(path === '/catalog' ? 200 : 404);
    expect(await res.text()).toContain('site</body>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves both files under their own names', async () => {
    expect((await page('/')).body).toContain('site</body>');
    expect((await page('/staff.html')).body).toContain('staff</body>');
  });

  it('says the site is not built when staff.html is missing, and still serves the site', async () => {
    rmSync(join(served.dist, 'staff.html'));
    try {
      const res = await served.app.request('/staff');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await page('/')).body).toContain('site</body>');
    } finally {
      writeFileSync(join(served.dist, 'staff.html'), STAFF);
    }
  });
});
