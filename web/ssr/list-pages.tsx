// The section lists' first screens (/news, /catalog/news, /event, /course, /quizzes, /contests), each drawn by its screen's own
// view from the first page of the API's answer, as a guest sees it (no progress, no 'my' tabs).
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { ContentCardData } from '../components/content-card.tsx';
import type { CourseCard, QuizCard } from '../lib/learning-types.ts';
import { NEWS_PAGE_SIZE, NewsListView } from '../features/news/news-list.tsx';
import { EVENTS_PAGE_SIZE, EventsView } from '../features/events/events-screen.tsx';
import type { EventCard } from '../features/events/event-types.ts';
import { CourseListView } from '../features/learning/courses/course-list-screen.tsx';
import { QuizzesView } from '../features/learning/quizzes/quizzes-screen.tsx';
import { QuizBannerView } from '../features/learning/quizzes/quiz-banner.tsx';
import { ContestsView } from '../features/contests/contests-screen.tsx';
import type { ContestCard } from '../features/contests/contests-api.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

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

export const newsListPage = listPage(
  '/news',
  'Новости',
  { news: `/event-news/news${buildQuery({ sort: 'DATE_DESC', limit: NEWS_PAGE_SIZE, offset: 0 })}` },
  (answers) => {
    const stored = pageOf<ContentCardData>(answers.news);
    return stored && <NewsListView page={1} title="Новости" to="/news" stored={stored} network="done" />;
  },
);

export const catalogNewsPage = listPage(
  '/catalog/news',
  'Новости науки',
  { news: `/event-news/news${buildQuery({ sort: 'DATE_DESC', limit: NEWS_PAGE_SIZE, offset: 0 })}` },
  (answers) => {
    const stored = pageOf<ContentCardData>(answers.news);
    return stored && <NewsListView page={1} title="Новости науки" to="/catalog/news" stored={stored} network="done" />;
  },
);

export const eventsListPage = listPage(
  '/event',
  'Мероприятия',
  {
    events: `/event/catalog${buildQuery({ event_status: 'upcoming', sort: 'DATE_ASC', limit: EVENTS_PAGE_SIZE, offset: 0 })}`,
  },
  (answers) => {
    const stored = pageOf<EventCard>(answers.events);
    return stored && <EventsView status="upcoming" page={1} stored={stored} network="done" />;
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
