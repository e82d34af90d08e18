// /faq: tag chips filter the questions, 'Показать ещё' pages by 10, and the feedback
// form (the same one as the questions popup) closes the page.
import { useState } from 'react';
import { FeedbackForm } from './feedback-form.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { useFaqList, useFaqTags, type FaqItem, type FaqTag } from './use-faq.ts';

export function FaqPage() {
  const tags = useFaqTags();
  const [tagId, setTagId] = useState<number | null>(null);
  const list = useFaqList(tagId);
  return <FaqView tags={tags} tagId={tagId} setTagId={setTagId} list={list} />;
}

interface FaqViewProps {
  tags: FaqTag[];
  tagId: number | null;
  setTagId: (id: number | null) => void;
  list: {
    status: 'loading' | 'ready' | 'error';
    items: FaqItem[];
    hasMore: boolean;
    more: boolean;
    loadMore: () => void;
    retry: () => void;
  };
}

/** The page as drawn, also by the server's first screen (web/ssr/faq-page.tsx). */
export function FaqView({ tags, tagId, setTagId, list }: FaqViewProps) {
  return (
    <div className="container page faq">
      {tags.length > 0 && (
        <div className="chips" role="group" aria-label="Темы вопросов">
          <button type="button" className="chip" aria-pressed={tagId === null} onClick={() => setTagId(null)}>
            Все
          </button>
          {tags.map((t) => (
            <button
              key={t.id}
              type="button"
              className="chip"
              aria-pressed={tagId === t.id}
              onClick={() => setTagId(t.id)}
            >
              {t.name}
            </button>
          ))}
        </div>
      )}
      <section aria-labelledby="faq-questions" aria-busy={list.status === 'loading'}>
        <h2 id="faq-questions" className="visually-hidden">
          Вопросы и ответы
        </h2>
        {list.status === 'loading' && list.items.length === 0 && (
          <div className="list-skeleton" aria-label="Загружаем вопросы">
            <span />
            <span />
            <span />
            <span />
          </div>
        )}
        {list.status === 'error' && (
          <div className="inline-state" role="alert">
            <p>Не удалось загрузить вопросы. Проверь подключение к интернету.</p>
            <button type="button" className="button button--secondary" onClick={list.retry}>
              Повторить
            </button>
          </div>
        )}
        {list.status === 'ready' && list.items.length === 0 && (
          <p className="inline-state">В этой теме пока нет вопросов.</p>
        )}
        {list.items.length > 0 && <FaqAccordion items={list.items} />}
        {list.hasMore && list.status !== 'error' && (
          <div className="more">
            <button
              type="button"
              className="button button--secondary"
              onClick={list.loadMore}
              disabled={list.status === 'loading'}
            >
              {list.more ? 'Загружаем…' : 'Показать ещё'}
            </button>
          </div>
        )}
      </section>
      <section className="faq__ask card" aria-labelledby="faq-ask-title">
        <h2 id="faq-ask-title">Не нашлось ответа?</h2>
        <p>Напиши нам — ответим в течение нескольких рабочих дней.</p>
        <FeedbackForm />
      </section>
    </div>
  );
}
