// Every kind of public page reaches the browser with its first screen drawn by the app's own components (issue
// 43): the section lists, a news item, an event, a course, a quiz's start screen, a contest, a community, a
// profile, static pages and the FAQ. Against the real first-screen build and the demo content.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communities } from '../../../db/schema/communities.ts';
import { news } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { faqItems } from '../../../db/schema/faq.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { users } from '../../../db/schema/users.ts';
import { firstScreenTestApp } from '../../testing/first-screen-app.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Наука рядом</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

const served = firstScreenTestApp(INDEX);

const escapeHtml = (v: string) =>
  v.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[ch]!);

/** The server's first screen of `path`, checking it answers 200 and holds the shell's <main>. */
async function firstScreen(path: string): Promise<string> {
  const res = await served.app.request(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const at = html.indexOf('<div id="first-screen">');
  expect(at, `${path} has a first screen`).toBeGreaterThan(0);
  const screen = html.slice(at, html.indexOf('<div id="root"></div>'));
  expect(screen, path).toContain('<main id="main"');
  return screen;
}

const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  expect(row).toBeDefined();
  return row!;
};

describe('first screens of the public pages', () => {
  it('draws the section lists with their first cards', async () => {
    const n = await first(served.t.deps.db.select().from(news).where(eq(news.isPublished, true)).orderBy(asc(news.id)));
    const newsList = await firstScreen('/news');
    expect(newsList).toContain('<h1>Новости</h1>');
    expect(newsList).toContain(escapeHtml(n.title));
    expect(await firstScreen('/catalog/news')).toContain('<h1>Новости науки</h1>');
    expect(await firstScreen('/event')).toContain('<h1>Мероприятия</h1>');
    const c = await first(served.t.deps.db.select().from(courses).where(eq(courses.isPublished, true)));
    expect(await firstScreen('/course')).toContain(escapeHtml(c.title));
    const q = await first(served.t.deps.db.select().from(quizzes).where(eq(quizzes.isPublished, true)));
    expect(await firstScreen('/quizzes')).toContain(escapeHtml(q.title));
    const k = await first(served.t.deps.db.select().from(contests).where(eq(contests.isPublished, true)));
    expect(await firstScreen('/contests')).toContain(escapeHtml(k.title));
    const g = await first(served.t.deps.db.select().from(communities));
    expect(await firstScreen('/community')).toContain(escapeHtml(g.name));
  });

  it('draws a news item and an event with their title and text', async () => {
    const n = await first(served.t.deps.db.select().from(news).where(eq(news.isPublished, true)).orderBy(asc(news.id)));
    expect(await firstScreen(`/news/${n.slug}`)).toContain(`<h1 class="news-item__title">${escapeHtml(n.title)}</h1>`);
    const e = await first(
      served.t.deps.db.select().from(events).where(eq(events.isPublished, true)).orderBy(asc(events.id)),
    );
    const screen = await firstScreen(`/event/${e.slug}`);
    expect(screen).toContain(`<h1 class="event__title">${escapeHtml(e.title)}</h1>`);
    expect(screen).toContain('Начало');
  });

  it("draws a course, a quiz's start screen and a contest as a guest sees them", async () => {
    const c = await first(served.t.deps.db.select().from(courses).where(eq(courses.isPublished, true)));
    const course = await firstScreen(`/course/${c.id}`);
    expect(course).toContain(`<h1>${escapeHtml(c.title)}</h1>`);
    expect(course).toContain('Шаги курса');
    const q = await first(served.t.deps.db.select().from(quizzes).where(eq(quizzes.isPublished, true)));
    const quiz = await firstScreen(`/quizzes/${q.id}`);
    expect(quiz).toContain(`<h1>${escapeHtml(q.title)}</h1>`);
    expect(quiz).toContain('Вопросов:');
    const k = await first(
      served.t.deps.db.select().from(contests).where(eq(contests.isPublished, true)).orderBy(asc(contests.id)),
    );
    expect(await firstScreen(`/contests/${k.id}`)).toContain(`<h1>${escapeHtml(k.title)}</h1>`);
  });

  it('draws a community and a profile, naming a pupil by first name only', async () => {
    const g = await first(served.t.deps.db.select().from(communities));
    expect(await firstScreen(`/community/${g.id}`)).toContain(escapeHtml(g.name));
    const pupil = await first(served.t.deps.db.select().from(users).where(eq(users.typeId, 1)).orderBy(asc(users.id)));
    const profile = await firstScreen(`/profile/${pupil.id}`);
    expect(profile).toContain(escapeHtml(pupil.name));
    if (pupil.lastName) expect(profile).not.toContain(escapeHtml(pupil.lastName));
  });

  it('draws static pages, the site map and the FAQ', async () => {
    expect(await firstScreen('/sitemap')).toContain('class="sitemap"');
    for (const path of ['about', 'contacts']) {
      const page = await first(served.t.deps.db.select().from(staticPages).where(eq(staticPages.path, path)));
      expect(await firstScreen(`/${path}`)).toContain(`<h1>${escapeHtml(page.title)}</h1>`);
    }
    const q = await first(served.t.deps.db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)));
    expect(await firstScreen('/faq')).toContain(escapeHtml(q.question));
  });
});
