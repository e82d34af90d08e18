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
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { news, pages } from '../../db/schema/content.ts';
import { contests } from '../../db/schema/contests.ts';
import { events } from '../../db/schema/events.ts';
import { courses, quizzes } from '../../db/schema/learning.ts';
import { badges } from '../../db/schema/notification-types.ts';
import { projects } from '../../db/schema/projects.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { planPictures } from '../../scripts/illustrations/plan.ts';

const dir = mkdtempSync(join(tmpdir(), 'nauka-pictures-'));
const handle = openDb(join(dir, 'app.db'));
applyMigrations(handle.db);
seedReference(handle.db);
seedDemo(handle.db);
afterAll(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const PUBLIC = join(import.meta.dirname, '../../web/public');
const md5 = (file: string) =>
  createHash('md5')
    .update(readFileSync(join(PUBLIC, file)))
    .digest('hex');

function previews(): { list: string; preview: string | null }[] {
  const db = handle.db;
  const of = (list: string, rows: { preview: string | null }[]) => rows.map((r) => ({ list, preview: r.preview }));
  return [
    ...of('materials', db.select({ preview: pages.preview }).from(pages).all()),
    ...of('news', db.select({ preview: news.preview }).from(news).all()),
    ...of('events', db.select({ preview: events.preview }).from(events).all()),
    ...of('courses', db.select({ preview: courses.preview }).from(courses).all()),
    ...of('quizzes', db.select({ preview: quizzes.preview }).from(quizzes).all()),
    ...of('projects', db.select({ preview: projects.preview }).from(projects).all()),
    ...of('contests', db.select({ preview: contests.preview }).from(contests).all()),
  ];
}

describe('demo pictures', () => {
  it('gives every item of every list its own picture address', () => {
    const all = previews();
    expect(all.length).toBeGreaterThan(100);
    for (const list of ['materials', 'news', 'events', 'courses', 'quizzes', 'projects', 'contests'])
      expect(all.filter((p) => p.list === list).length, list).toBeGreaterThan(0);
    expect(all.filter((p) => !p.preview)).toEqual([]);
    const addresses = all.map((p) => p.preview ?? '');
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const a of addresses) expect(a).toMatch(/^\/media\/art\/[a-z]+\/[a-z0-9-]+\.webp$/);
  });

  it('has each picture on disk as a small 640×360 WebP, and no two files alike', async () => {
    const addresses = previews().map((p) => p.preview ?? '');
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

  it('never draws the same subject twice in a row in a list, in the order the list shows it', () => {
    const planned = planPictures();
    const repeats = planned.filter(
      (p, i) => i > 0 && planned[i - 1]!.item.kind === p.item.kind && planned[i - 1]!.motif === p.motif,
    );
    expect(repeats.map((p) => `${p.item.kind}/${p.item.slug}: ${p.motif}`)).toEqual([]);
    // The catalogue lists materials newest first; the plan follows that order.
    const catalogue = handle.db.select({ preview: pages.preview }).from(pages).orderBy(desc(pages.publishedAt)).all();
    const materials = planned.filter((p) => p.item.kind === 'material');
    expect(catalogue.map((r) => r.preview)).toEqual(materials.map((p) => `/media/art/material/${p.item.slug}.webp`));
  });

  it('gives every badge its own icon', () => {
    const icons = handle.db.select({ image: badges.image }).from(badges).all();
    expect(icons.length).toBeGreaterThan(5);
    const hashes = icons.map((b) => md5(b.image ?? ''));
    expect(new Set(hashes).size).toBe(icons.length);
  });
});
