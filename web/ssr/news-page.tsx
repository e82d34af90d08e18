// /news/<slug or id>: the news item's header and first blocks, as the news screen draws them.
import { materialWidgets } from '../app/widgets/material-widgets.ts';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { camelizeKeys } from '../lib/case-keys.ts';
import { FIRST_SCREEN_BLOCKS } from '../features/post/post-screen.tsx';
import { NewsArticle, type NewsDetail } from '../features/news/news-screen.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';

const NEWS_PATH = /^\/news\/([^/]+)$/;

export const newsPage: FirstScreenPage = {
  matches: (path) => NEWS_PATH.test(path),
  requests: (path) => ({ news: `/event-news/news-slug/${NEWS_PATH.exec(path)?.[1] ?? ''}` }),
  staticData: () => ({ title: 'Новость', hideHeading: true }),
  content(answers) {
    const item = camelizeKeys<NewsDetail | undefined>(answers.news);
    if (!item || typeof item.title !== 'string' || !Array.isArray(item.content)) return null;
    return (
      <WidgetsProvider widgets={materialWidgets}>
        <NewsArticle item={item} offline={false} blockLimit={FIRST_SCREEN_BLOCKS} />
      </WidgetsProvider>
    );
  },
};
