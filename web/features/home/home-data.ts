// The home page's data: every part read from the device store first and refreshed from the
// network, so the page reads offline after one visit. Parts that depend on the viewer (progress,
// the quiz's completed mark, the feed) are kept per owner, so a shared device never mixes them.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import type { CourseCard, QuizCard } from '../../lib/learning-types.ts';
import { useStoredPage, useStoredValue } from '../../lib/stored-resource.ts';
import type { ContentCardData } from '../../components/content-card.tsx';

export type MainPage = ApiResponse<'/main-page'>;
export type HomeEvent = MainPage['eventsList'][number];
export type SlideCard = MainPage['slideList'][number];
export type TypeSection = ApiResponse<'/catalog/main'>['sections'][number];

const COURSE_SLIDES = 8;
const NEWS_ON_HOME = 4;
/** Spec section 9: the recommendation feed shows 10. */
const FEED_SIZE = 10;

export function useMainPage() {
  return useStoredValue<MainPage>('home:main-page', (signal) =>
    apiFetch<ApiResponse<'/main-page'>>('/main-page', { signal }),
  );
}

/** The newest materials of each type (GET /catalog/main). */
export function useLatestByType() {
  return useStoredValue<{ sections: TypeSection[] }>('home:latest', (signal) =>
    apiFetch<ApiResponse<'/catalog/main'>>('/catalog/main', { signal }),
  );
}

export function useCourseSlides(owner: string) {
  return useStoredPage<CourseCard>(`home:courses:${owner}`, 0, (signal) =>
    apiFetch<ApiResponse<'/catalog/course-slide'>>('/catalog/course-slide', {
      query: { limit: COURSE_SLIDES, offset: 0 },
      signal,
    }),
  );
}

export function useQuizOfTheDay(owner: string) {
  return useStoredValue<{ quiz: QuizCard | null }>(`home:quiz:${owner}`, (signal) =>
    apiFetch<ApiResponse<'/quiz/get_for_banner'>>('/quiz/get_for_banner', { signal }),
  );
}

export function useHomeNews() {
  return useStoredPage<ContentCardData>('home:news', 0, (signal) =>
    apiFetch<ApiResponse<'/event-news/news'>>('/event-news/news', {
      query: { sort: 'DATE_DESC', limit: NEWS_ON_HOME, offset: 0 },
      signal,
    }),
  );
}

export function useRecommendationFeed(owner: string) {
  return useStoredPage<ContentCardData>(`home:feed:${owner}`, 0, (signal) =>
    apiFetch<ApiResponse<'/catalog/recommendation-feed'>>('/catalog/recommendation-feed', {
      query: { limit: FEED_SIZE },
      signal,
    }),
  );
}

export type CommunityNewsItem = ApiResponse<'/community/:id/feed'>['list'][number] & { community: string };

const MY_COMMUNITIES = 3;
const COMMUNITY_NEWS = 4;

/** The newest entries of the feeds of the communities the pupil belongs to (a few of each, newest first). */
export function useCommunityNews(owner: string) {
  return useStoredValue<{ list: CommunityNewsItem[] }>(`home:community-news:${owner}`, async (signal) => {
    const mine = await apiFetch<ApiResponse<'/community/catalog'>>('/community/catalog', {
      query: { membership: 'my', limit: MY_COMMUNITIES, offset: 0 },
      signal,
    });
    const feeds = await Promise.all(
      mine.list.map(async (c) => {
        const feed = await apiFetch<ApiResponse<'/community/:id/feed'>>(`/community/${c.id}/feed`, {
          query: { limit: COMMUNITY_NEWS, offset: 0 },
          signal,
        });
        return feed.list.map((item) => ({ ...item, community: c.name }));
      }),
    );
    const list = feeds.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    return { list: list.slice(0, COMMUNITY_NEWS) };
  });
}
