// The section lists' first screens (/news, /catalog/news, /event, /course, /quizzes, /contests), each drawn by its screen's own
// view from the API's answer, as a guest sees it (no progress, no 'my' tabs). The paged lists (news, events) are drawn
// at any page and events at any status tab, as their links give them (?page=2, ?status=finished); the others'
// first page only, the app drawing what 'Показать ещё' adds.
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { ContentCardData } from '../components/content-card.tsx';
import type { CourseCard, QuizCard } from '../lib/learning-types.ts';
import { NEWS_PAGE_SIZE, NewsListView } from '../features/news/news-list.tsx';
import { EventsView, eventsApiQuery } from '../features/events/events-screen.tsx';
import type { EventCard, EventFilter } from '../features/events/event-types.ts';
import { CourseListView } from '../features/learning/courses/course-list-screen.tsx';
import { QuizzesView } from '../features/learning/quizzes/quizzes-screen.tsx';
import { QuizBannerView } from '../features/learning/quizzes/quiz-banner.tsx';
import { ContestsView } from '../features/contests/contests-screen.tsx';
import type { ContestCard } from '../features/contests/contests-api.ts';
import type { FirstScreenPage } from './first-screen-page.ts';
import { pageNumber, queryOf } from './list-query.ts';

/** The lists' first page: the same size as the app's. */
const PAGE = 18;
const nothing = () => undefined;

function pageOf<T>(body: unknown): { list: T[]; total: number } | null {
  const page = camelizeKeys<{ list?: T[]; total?: number } | undefined>(body);
  return page && Array.isArray(page.list) ? { list: page.list, total: page.total ?? page.list.length } : null;
}

/** A list page at `path` without a query (a later page or tab is drawn by the app). */
function listPage(
  path: string,
  title: string,
  requests: Record<string, string>,
  content: FirstScreenPage['content'],
): FirstScreenPage {
  return {
    matches: (p, search) => p === path && search === '',
    requests: () => requests,
    staticData: () => ({ title, hideHeading: true }),
    content,
  };
}

/** A paged list at `path` (?page=N and the keys `parse` reads), reading its page N from the API as the app does. */
function pagedListPage<Q>(
  path: string,
  title: string,
  keys: readonly string[],
  parse: (params: Record<string, string>) => Q | null,
  requests: (query: Q, page: number) => Record<string, string>,
  content: (answers: Record<string, unknown>, query: Q, page: number) => ReturnType<FirstScreenPage['content']>,
): FirstScreenPage {
  const read = (search: string): { query: Q; page: number } | null => {
    const params = queryOf(search, ['page', ...keys]);
    const page = pageNumber(params?.page);
    const query = params && parse(params);
    return query !== null && page !== null ? { query, page } : null;
  };
  return {
    matches: (p, search) => p === path && read(search) !== null,
    requests: (_, search) => {
      const found = read(search);
      return found ? requests(found.query, found.page) : {};
    },
    staticData: () => ({ title, hideHeading: true }),
    content: (answers, search) => {
      const found = read(search);
      return found && content(answers, found.query, found.page);
    },
  };
}

const newsRequests = (_: object, page: number) => ({
  news: `/event-news/news${buildQuery({ sort: 'DATE_DESC', limit: NEWS_PAGE_SIZE, offset: (page - 1) * NEWS_PAGE_SIZE })}`,
});

const noKeys = () => ({});

export const newsListPage = pagedListPage('/news', 'Новости', [], noKeys, newsRequests, (answers, _, page) => {
  const stored = pageOf<ContentCardData>(answers.news);
  return stored && <NewsListView page={page} title="Новости" to="/news" stored={stored} network="done" />;
});

export const catalogNewsPage = pagedListPage(
  '/catalog/news',
  'Новости науки',
  [],
  noKeys,
  newsRequests,
  (answers, _, page) => {
    const stored = pageOf<ContentCardData>(answers.news);
    return (
      stored && <NewsListView page={page} title="Новости науки" to="/catalog/news" stored={stored} network="done" />
    );
  },
);

const EVENT_STATUSES: readonly EventFilter[] = ['upcoming', 'running', 'finished', 'cancelled'];

export const eventsListPage = pagedListPage(
  '/event',
  'Мероприятия',
  ['status'],
  (params) => {
    const status = params.status === undefined ? 'upcoming' : EVENT_STATUSES.find((s) => s === params.status);
    return status ? { status } : null;
  },
  ({ status }, page) => ({ events: `/event/catalog${buildQuery(eventsApiQuery(status, page))}` }),
  (answers, { status }, page) => {
    const stored = pageOf<EventCard>(answers.events);
    return stored && <EventsView status={status} page={page} stored={stored} network="done" />;
  },
);

export const coursesListPage = listPage(
  '/course',
  'Курсы',
  { courses: `/course${buildQuery({ limit: PAGE, offset: 0 })}` },
  (answers) => {
    const page = pageOf<CourseCard>(answers.courses);
    if (!page) return null;
    const more = page.list.length < page.total ? nothing : null;
    return <CourseListView status="ready" items={page.list} progressOf={() => null} more={more} />;
  },
);

export const quizzesListPage = listPage(
  '/quizzes',
  'Тренажёры',
  { quizzes: `/quiz/catalog${buildQuery({ limit: PAGE, offset: 0 })}`, banner: '/quiz/get_for_banner' },
  (answers) => {
    const page = pageOf<QuizCard>(answers.quizzes);
    if (!page) return null;
    const banner = camelizeKeys<{ quiz?: QuizCard | null } | undefined>(answers.banner)?.quiz ?? null;
    return (
      <QuizzesView
        banner={<QuizBannerView quiz={banner} />}
        items={page.list}
        status="ready"
        hasMore={page.list.length < page.total}
        loadMore={nothing}
        retry={nothing}
      />
    );
  },
);

export const contestsListPage = listPage(
  '/contests',
  'Конкурсы',
  { contests: `/contest/catalog${buildQuery({ limit: PAGE, offset: 0 })}` },
  (answers) => {
    const page = pageOf<ContestCard>(answers.contests);
    return page && <ContestsView items={page.list} total={page.total} status="ready" load={nothing} />;
  },
);
