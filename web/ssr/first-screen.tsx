// Entry of the server's first-screen build (vite.ssr.config.ts -> dist/ssr/first-screen.js): the markup of a
// public page's first screen, drawn by the app's own components from the API's answers, so the browser
// paints it before the bundle arrives. The server loads this module at run time (api/features/first-screen).
import type { FirstScreenModule } from '../../sync/protocol/first-screen.ts';
import { preloadMaterialWidgets } from '../app/widgets/material-widgets.ts';
import { loadSanitizer } from '../components/ui/safe-html.tsx';
import { catalogPage } from './catalog-page.tsx';
import { communitiesPage, communityPage, profilePage } from './community-pages.tsx';
import { eventPage } from './event-page.tsx';
import { faqPage } from './faq-page.tsx';
import type { FirstScreenPage } from './first-screen-page.ts';
import { homePage } from './home-page.tsx';
import { courseFormPage, courseStepPage } from './course-step-pages.tsx';
import { contestPage, coursePage, quizPage } from './item-pages.tsx';
import {
  catalogNewsPage,
  contestsListPage,
  coursesListPage,
  eventsListPage,
  newsListPage,
  quizzesListPage,
} from './list-pages.tsx';
import { newsPage } from './news-page.tsx';
import { renderInShell } from './page-shell.tsx';
import { postPage } from './post-page.tsx';
import { sitemapPage, staticPage } from './static-page.tsx';
import { SHELL_REQUESTS, shellFrom } from './shell-requests.ts';
import { specialContestPage, specialWorkPage } from './special-contest-pages.tsx';
import { usersPage } from './users-page.tsx';

// The first that matches draws the page; the static page (any other single segment) comes last.
const PAGES: FirstScreenPage[] = [
  homePage,
  catalogPage,
  postPage,
  newsListPage,
  catalogNewsPage,
  newsPage,
  eventsListPage,
  eventPage,
  coursesListPage,
  coursePage,
  courseStepPage,
  courseFormPage,
  quizzesListPage,
  quizPage,
  contestsListPage,
  contestPage,
  specialContestPage,
  specialWorkPage,
  communitiesPage,
  communityPage,
  profilePage,
  usersPage,
  faqPage,
  sitemapPage,
  staticPage,
];

function pageOf(url: string): { page: FirstScreenPage; path: string; search: string } | null {
  const { pathname, search } = new URL(url, 'http://first-screen');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGES.find((p) => p.matches(path, search));
  return page ? { page, path, search } : null;
}

export const requestsFor: FirstScreenModule['requestsFor'] = (url) => {
  const found = pageOf(url);
  return found ? { ...SHELL_REQUESTS, ...found.page.requests(found.path, found.search) } : null;
};

export const followUpsFor: FirstScreenModule['followUpsFor'] = (url, answers) => {
  const found = pageOf(url);
  return found?.page.followUps?.(answers) ?? null;
};

export const render: FirstScreenModule['render'] = async (url, answers) => {
  const found = pageOf(url);
  const content = found?.page.content(answers, found.search);
  if (!found || !content) return null;
  // SafeHtml and the material's widgets draw synchronously only once their code (here the server's HTML
  // policy for the sanitiser) is loaded.
  await Promise.all([loadSanitizer(), preloadMaterialWidgets()]);
  return renderInShell(url, shellFrom(answers), found.page.staticData(), content);
};
