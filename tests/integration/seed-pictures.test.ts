// Every demo material, news item, event, course, quiz, project and contest gets its own picture
// (drawn by scripts/illustrations, committed under web/public/media/art): the seed writes a
// distinct address per item, each file exists as a 640×360 WebP, and no two files are alike.
// Badges each have their own icon too.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore, type Db } from '../../db/client.ts';
import { news, pages } from '../../db/schema/content.ts';
import { contests } from '../../db/schema/contests.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';
import { badges } from '../../db/schema/notification-types.ts';
import { projects } from '../../db/schema/projects.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { planPictures } from '../../scripts/illustrations/plan.ts';

const dir = mkdtempSync(join(tmpdir(), 'nauka-pictures-'));
const store = openSqliteStore(join(dir, 'app.db'));
beforeAll(async () => {
  await store.migrate();
  await seedReference(store.db);
  await seedDemo(store.db);
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const PUBLIC = join(import.meta.dirname, '../../web/public');
const md5 = (file: string) =>
  createHash('md5')
    .update(readFileSync(join(PUBLIC, file)))
    .digest('hex');

async function previews(): Promise<{ list: string; preview: string | null }[]> {
  const db: Db = store.db;
  const of = async (list: string, rows: PromiseLike<{ preview: string | null }[]>) =>
    (await rows).map((r) => ({ list, preview: r.preview }));
  return [
    ...(await of('materials', db.select({ preview: pages.preview }).from(pages))),
    ...(await of('news', db.select({ preview: news.preview }).from(news))),
    ...(await of('events', db.select({ preview: events.preview }).from(events))),
    ...(await of('courses', db.select({ preview: courses.preview }).from(courses))),
    ...(await of('quizzes', db.select({ preview: quizzes.preview }).from(quizzes))),
    ...(await of('projects', db.select({ preview: projects.preview }).from(projects))),
    ...(await of('contests', db.select({ preview: contests.preview }).from(contests))),
  ];
}

describe('demo pictures', () => {
  it('gives every item of every list its own picture address', async () => {
    const all = await previews();
    expect(all.length).toBeGreaterThan(100);
    for (const list of ['materials', 'news', 'events', 'courses', 'quizzes', 'projects', 'contests'])
      expect(all.filter((p) => p.list === list).length, list).toBeGreaterThan(0);
    expect(all.filter((p) => !p.preview)).toEqual([]);
    const addresses = all.map((p) => p.preview ?? '');
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const a of addresses) expect(a).toMatch(/^\/media\/art\/[a-z]+\/[a-z0-9-]+\.webp$/);
  });

  it('has each picture on disk as a small 640×360 WebP, and no two files alike', async () => {
    const addresses = (await previews()).map((p) => p.preview ?? '');
    const hashes = addresses.map(md5);
    expect(new Set(hashes).size).toBe(addresses.length);
    for (const a of addresses) {
      const meta = await sharp(join(PUBLIC, a)).metadata();
      expect({ a, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        a,
        format: 'webp',
        width: 640,
        height: 360,
      });
      expect(readFileSync(join(PUBLIC, a)).length).toBeLessThan(20_000);
    }
  });

  it('never draws the same subject twice in a row in a list, in the order the list shows it', async () => {
    const planned = planPictures();
    const repeats = planned.filter(
      (p, i) => i > 0 && planned[i - 1]!.item.kind === p.item.kind && planned[i - 1]!.motif === p.motif,
    );
    expect(repeats.map((p) => `${p.item.kind}/${p.item.slug}: ${p.motif}`)).toEqual([]);
    // The catalogue lists materials newest first; the plan follows that order.
    const catalogue = await store.db.select({ preview: pages.preview }).from(pages).orderBy(desc(pages.publishedAt));
    const materials = planned.filter((p) => p.item.kind === 'material');
    expect(catalogue.map((r) => r.preview)).toEqual(materials.map((p) => `/media/art/material/${p.item.slug}.webp`));
  });

  it('gives every badge its own icon', async () => {
    const icons = await store.db.select({ image: badges.image }).from(badges);
    expect(icons.length).toBeGreaterThan(5);
    const hashes = icons.map((b) => md5(b.image ?? ''));
    expect(new Set(hashes).size).toBe(icons.length);
  });
});
