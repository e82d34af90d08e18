// Every kind of public page reaches the browser with its first screen drawn by the app's own components (issue
// 43): the section lists, a news item, an event, a course, its steps and form, a quiz's start screen, a contest,
// the video contest and its works, a community, a profile, the members, static pages and the FAQ. Against the
// real first-screen build and the demo content.
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communities } from '../../../db/schema/communities.ts';
import { news, pages, pageTags } from '../../../db/schema/content.ts';
import { contestResults, contests, contestWorks } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { faqItems } from '../../../db/schema/faq.ts';
import { courses, courseSteps, quizzes } from '../../../db/schema/learning.ts';
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

  it('draws a list at the address its links give: an events tab, the catalogue by a tag', async () => {
    const api = async (path: string) =>
      (await (await served.app.request(`/api${path}`)).json()) as { list: { title: string; id: number }[] };
    const finished = await api('/event/catalog?event_status=finished&sort=DATE_DESC&limit=18&offset=0');
    expect(finished.list.length).toBeGreaterThan(0);
    const tab = await firstScreen('/event?status=finished');
    expect(tab).toContain(escapeHtml(finished.list[0]!.title));
    expect(tab).toMatch(/aria-current="page"[^>]*>Завершённые</);

    const tag = await first(
      served.t.deps.db.select({ id: pageTags.tagId }).from(pageTags).orderBy(asc(pageTags.tagId)).limit(1),
    );
    const tagged = await api(`/catalog?tags=${tag.id}&sort=DATE_DESC&limit=18&offset=0`);
    const all = await api('/catalog?sort=DATE_DESC&limit=18&offset=0');
    const byTag = await firstScreen(`/catalog?tags=${tag.id}`);
    expect(byTag).toContain(escapeHtml(tagged.list[0]!.title));
    const untagged = all.list.slice(0, 9).find((c) => !tagged.list.some((t) => t.id === c.id));
    if (untagged) expect(byTag).not.toContain(escapeHtml(untagged.title));

    // A query the list's route does not read is left to the app.
    const other = await (await served.app.request('/news?sort=old')).text();
    expect(other).not.toContain('<div id="first-screen">');
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

  it('draws a course step as a guest sees it: a material, a quiz start screen, a locked step', async () => {
    const db = served.t.deps.db;
    // Every step of this course is open without signing in.
    const open = await first(db.select().from(courses).where(eq(courses.slug, 'chelovek-i-zdorove')));
    const steps = await db
      .select()
      .from(courseSteps)
      .where(eq(courseSteps.courseId, open.id))
      .orderBy(asc(courseSteps.position));
    const material = steps.find((s) => s.pageId !== null)!;
    const page = await first(db.select().from(pages).where(eq(pages.id, material.pageId!)));
    const blocks = page.content as { type: string; data: { html?: string } }[];
    const sentence = (blocks.find((b) => b.type === 'text')?.data.html ?? '')
      .split(/<[^>]+>/)
      .find((part) => part.trim().length > 20)!;
    const step = await firstScreen(`/course/${open.id}/${material.id}`);
    expect(step).toContain(`<h1>${escapeHtml(material.title)}</h1>`);
    expect(step).toContain(escapeHtml(open.title));
    // HTML blocks are drawn from their (sanitised) HTML, so the text is compared as HTML.
    expect(step).toContain(sentence.trim());
    expect(step).toContain('Далее');

    const quizStep = steps.find((s) => s.quizId !== null)!;
    const quiz = await first(db.select().from(quizzes).where(eq(quizzes.id, quizStep.quizId!)));
    const start = await firstScreen(`/course/${open.id}/${quizStep.id}`);
    expect(start).toContain(`<h1>${escapeHtml(quizStep.title)}</h1>`);
    expect(start).toContain('Вопросов:');
    if (quiz.description) expect(start).toContain(escapeHtml(quiz.description));
    expect(start).toContain('Отвечать на вопросы тренажера могут зарегистрированные пользователи.');

    // In a course that opens step by step, a guest sees the second step locked.
    const space = await first(db.select().from(courses).where(eq(courses.slug, 'puteshestvie-po-kosmosu')));
    const second = await first(
      db
        .select()
        .from(courseSteps)
        .where(eq(courseSteps.courseId, space.id))
        .orderBy(asc(courseSteps.position))
        .limit(1)
        .offset(1),
    );
    const locked = await firstScreen(`/course/${space.id}/${second.id}`);
    expect(locked).toContain(`<h1>${escapeHtml(second.title)}</h1>`);
    expect(locked).toContain('Этот шаг откроется, когда пройдёшь предыдущий.');
  });

  it("draws a course's form with its fields", async () => {
    const c = await first(
      served.t.deps.db.select().from(courses).where(isNotNull(courses.form)).orderBy(asc(courses.id)),
    );
    const form = await firstScreen(`/course/${c.id}/form`);
    expect(form).toContain('<h1>Анкета курса</h1>');
    expect(form).toContain(escapeHtml(c.title));
    for (const field of c.form ?? []) expect(form).toContain(escapeHtml(field.name));
  });

  it("draws the video contest's landing with its winners", async () => {
    const db = served.t.deps.db;
    const special = await first(
      db
        .select()
        .from(contests)
        .where(and(eq(contests.isSpecial, true), eq(contests.isPublished, true)))
        .orderBy(desc(contests.startAt), desc(contests.id)),
    );
    const winner = await first(
      db
        .select({ name: contestWorks.name, id: contestWorks.id })
        .from(contestResults)
        .innerJoin(contestWorks, eq(contestWorks.id, contestResults.workId))
        .where(eq(contestResults.contestId, special.id))
        .orderBy(asc(contestResults.place)),
    );
    const landing = await firstScreen('/contests/special');
    expect(landing).toContain(`<h1>${escapeHtml(special.title)}</h1>`);
    expect(landing).toContain('Тематики');
    expect(landing).toContain('Твоё участие');
    expect(landing).toContain(`href="/contests/special/${winner.id}"`);
    expect(landing).toContain(escapeHtml(winner.name));
    // A work's own page: its title as the heading and the voting as a guest sees it.
    const work = await firstScreen(`/contests/special/${winner.id}`);
    expect(work).toContain(escapeHtml(winner.name));
    expect(work).toMatch(/<h1[^>]*>/);
  });

  it('draws the first page of the members as a guest sees them, kept out of search', async () => {
    const db = served.t.deps.db;
    // The list starts with the newest member.
    const newest = await first(db.select().from(users).where(ne(users.name, '')).orderBy(desc(users.id)));
    const list = await firstScreen('/users');
    expect(list).toContain('<h1>Участники</h1>');
    expect(list).toContain(`href="/profile/${newest.id}"`);
    expect(list).toContain(escapeHtml(newest.name));
    if (newest.lastName) expect(list).not.toContain(escapeHtml(newest.lastName));
    const page = await (await served.app.request('/users')).text();
    expect(page).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});
