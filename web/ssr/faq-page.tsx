// /faq: the topics and the first questions, as the FAQ page draws them (the feedback form comes with the app).
import { buildQuery } from '../lib/api-client.ts';
import { camelizeKeys } from '../lib/case-keys.ts';
import { FaqView } from '../features/faq/faq-page.tsx';
import { FAQ_PAGE_SIZE, type FaqItem, type FaqTag } from '../features/faq/use-faq.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const nothing = () => undefined;

export const faqPage: FirstScreenPage = {
  matches: (path, search) => path === '/faq' && search === '',
  requests: () => ({ faq: `/faq/${buildQuery({ limit: FAQ_PAGE_SIZE, offset: 0 })}`, tags: '/faq/tag' }),
  staticData: () => ({ title: 'Вопросы и ответы' }),
  content(answers) {
    const faq = camelizeKeys<{ list?: FaqItem[]; total?: number } | undefined>(answers.faq);
    if (!faq || !Array.isArray(faq.list)) return null;
    const tags = camelizeKeys<{ list?: FaqTag[] } | undefined>(answers.tags)?.list ?? [];
    const list = {
      status: 'ready' as const,
      items: faq.list,
      hasMore: faq.list.length < (faq.total ?? 0),
      more: false,
      loadMore: nothing,
      retry: nothing,
    };
    return <FaqView tags={Array.isArray(tags) ? tags : []} tagId={null} setTagId={nothing} list={list} />;
  },
};
