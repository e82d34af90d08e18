// Every kind of public page has its own <title>, description, canonical address, Open Graph card and, where it fits,
// JSON-LD structured data of the right type in the HTML the server sends (issue 43), against the demo content.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communities } from '../../../db/schema/communities.ts';
import { news, pages } from '../../../db/schema/content.ts';
import { contests } from '../../../db/schema/contests.ts';
import { events } from '../../../db/schema/events.ts';
import { courses, quizzes } from '../../../db/schema/learning.ts';
import { users } from '../../../db/schema/users.ts';
import { unescapeHtml } from '../../testing/html-text.ts';
import { webDistTestApp } from '../../testing/web-dist-app.ts';

const SITE = 'https://nauka.example';
const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Наука рядом</title>' +
  '<meta name="description" content="Сайт" /></head><body><div id="root"></div></body></html>';

const served = webDistTestApp({ index: INDEX }, { config: { PUBLIC_URL: SITE } });

interface Head {
  title: string;
  description: string;
  canonical: string | undefined;
  og: Record<string, string>;
  robots: string | undefined;
  ld: Record<string, unknown>[];
}

async function headOf(path: string): Promise<Head> {
  const res = await served.app.request(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescapeHtml(m[1]!));
  expect(titles, path).toHaveLength(1);
  const metas = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
  const og = Object.fromEntries(metas.filter((m) => m[1]!.startsWith('og:')).map((m) => [m[1], unescapeHtml(m[2]!)]));
  const named = (key: string) => metas.find((m) => m[1] === key)?.[2];
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: titles[0]!,
    description: unescapeHtml(named('description') ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1],
    og,
    robots: named('robots'),
    ld,
  };
}

const typesOf = (h: Head) => h.ld.map((d) => d['@type']);

describe('the head of every public page', () => {
  it('gives the section lists their own title, description, canonical address and breadcrumbs', async () => {
    for (const [path, title] of [
      ['/news', 'Новости'],
      ['/event/', 'Мероприятия'],
      ['/course', 'Курсы'],
      ['/quizzes', 'Тренажёры'],
      ['/contests', 'Конкурсы'],
      ['/community', 'Сообщества'],
      ['/catalog', 'Каталог'],
      ['/faq', 'Вопросы и ответы'],
    ] as const) {
      const h = await headOf(path);
      expect(h.title, path).toBe(`${title} — Наука рядом`);
      expect(h.description, path).not.toBe('Сайт');
      expect(h.canonical, path).toBe(`${SITE}${path.replace(/\/$/, '')}`);
      expect(h.og['og:url'], path).toBe(h.canonical);
      expect(typesOf(h), path).toEqual(['BreadcrumbList']);
    }
    const second = await headOf('/news?page=2');
    expect(second.canonical).toBe(`${SITE}/news?page=2`);
    expect(second.title).toBe('Новости, страница 2 — Наука рядом');
    const home = await headOf('/');
    expect(home.title).toBe('Наука рядом');
    expect(home.canonical).toBe(`${SITE}/`);
  });

  it('marks a post as an Article, a video as VideoObject and an audio as PodcastEpisode', async () => {
    for (const [type, ldType] of [
      ['article', 'Article'],
      ['video', 'VideoObject'],
      ['audio', 'PodcastEpisode'],
    ] as const) {
      const [post] = await served.t.deps.db
        .select()
        .from(pages)
        .where(eq(pages.type, type))
        .orderBy(asc(pages.id))
        .limit(1);
      expect(post, type).toBeDefined();
      const h = await headOf(`/post/${post!.slug}`);
      expect(h.canonical).toBe(`${SITE}/post/${post!.slug}`);
      expect(typesOf(h)).toEqual([ldType, 'BreadcrumbList']);
      expect(h.ld[0]!.name).toBe(post!.title);
      expect(h.ld[1]!.itemListElement).toHaveLength(3);
    }
  });

  it('gives a news item NewsArticle data under its slug, even when opened by id', async () => {
    const [item] = await served.t.deps.db.select().from(news).orderBy(asc(news.id)).limit(1);
    const h = await headOf(`/news/${item!.id}`);
    expect(h.title).toBe(`${item!.title} — Наука рядом`);
    expect(h.canonical).toBe(`${SITE}/news/${item!.slug}`);
    expect(h.og['og:type']).toBe('article');
    expect(h.ld[0]).toMatchObject({ '@type': 'NewsArticle', headline: item!.title, datePublished: item!.publishedAt });
  });

  it('gives an event Event data in Moscow time', async () => {
    const [e] = await served.t.deps.db.select().from(events).orderBy(asc(events.id)).limit(1);
    await served.t.deps.db
      .update(events)
      .set({ startAt: '2026-12-01T12:00:00.000Z', endAt: '2026-12-01T14:30:00.000Z' })
      .where(eq(events.id, e!.id));
    const h = await headOf(`/event/${e!.slug}`);
    expect(h.ld[0]).toMatchObject({
      '@type': 'Event',
      name: e!.title,
      startDate: '2026-12-01T15:00:00+03:00',
      endDate: '2026-12-01T17:30:00+03:00',
    });
  });

  it('gives a course Course data and a quiz, a contest and a community their own head', async () => {
    const [c] = await served.t.deps.db.select().from(courses).where(eq(courses.isPublished, true)).limit(1);
    const ch = await headOf(`/course/${c!.id}`);
    expect(ch.title).toBe(`${c!.title} — Наука рядом`);
    expect(typesOf(ch)).toEqual(['Course', 'BreadcrumbList']);
    const [q] = await served.t.deps.db.select().from(quizzes).where(eq(quizzes.isPublished, true)).limit(1);
    expect((await headOf(`/quizzes/${q!.id}`)).canonical).toBe(`${SITE}/quizzes/${q!.id}`);
    const [k] = await served.t.deps.db.select().from(contests).where(eq(contests.isPublished, true)).limit(1);
    expect((await headOf(`/contests/${k!.id}`)).og['og:title']).toBe(k!.title);
    const [g] = await served.t.deps.db.select().from(communities).limit(1);
    expect((await headOf(`/community/${g!.id}`)).title).toBe(`${g!.name} — Наука рядом`);
  });

  it('names a person as a guest sees them and keeps their profile out of search', async () => {
    const [pupil] = await served.t.deps.db
      .select()
      .from(users)
      .where(eq(users.typeId, 1))
      .orderBy(asc(users.id))
      .limit(1);
    const h = await headOf(`/profile/${pupil!.id}`);
    expect(h.title).toBe(`${pupil!.name} — Наука рядом`);
    if (pupil!.lastName) expect(h.title).not.toContain(pupil!.lastName);
    expect(h.robots).toBe('noindex');
    expect((await headOf('/users')).robots).toBe('noindex');
    expect((await headOf('/news')).robots).toBeUndefined();
  });

  it('gives a static page its own title and description', async () => {
    const h = await headOf('/about');
    expect(h.title).not.toBe('Наука рядом');
    expect(h.canonical).toBe(`${SITE}/about`);
    expect((await headOf('/contacts')).canonical).toBe(`${SITE}/contacts`);
  });

  it("keeps an author's </script> inside the JSON-LD", async () => {
    const [n] = await served.t.deps.db.select().from(news).orderBy(asc(news.id)).limit(1);
    const title = 'Конец </script><script>alert(1)</script> & <!--';
    await served.t.deps.db.update(news).set({ title }).where(eq(news.id, n!.id));
    const h = await headOf(`/news/${n!.slug}`);
    expect(h.ld[0]!.headline).toBe(title);
  });
});
