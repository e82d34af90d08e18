// /quizzes: the banner quiz, then every quiz as a card (caption 'Тренажер', difficulty).
import './quizzes.css';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.tsx';
import { MoreButton } from '../../../components/ui/more-button.tsx';
import type { ReactNode } from 'react';
import type { QuizCard } from '../../../lib/learning-types.ts';
import { QuizBanner } from './quiz-banner.tsx';
import { QuizListCard } from './quiz-card.tsx';
import { useQuizCatalog } from './use-quizzes.ts';

export function QuizzesScreen() {
  const list = useQuizCatalog();
  return <QuizzesView banner={<QuizBanner />} {...list} />;
}

interface QuizzesViewProps {
  banner: ReactNode;
  items: QuizCard[];
  status: 'loading' | 'ready' | 'offline' | 'error';
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** The list as drawn, also by the server's first screen (web/ssr/list-pages.tsx). */
export function QuizzesView({ banner, items, status, hasMore, loadMore, retry }: QuizzesViewProps) {
  return (
    <div className="container page quizzes">
      <h1>Тренажёры</h1>
      {banner}
      {status === 'offline' && (
        <p className="inline-state" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      {status === 'error' && (
        <div className="inline-state" role="alert">
          <p>Не удалось загрузить тренажеры. Проверь подключение к интернету.</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Повторить
          </button>
        </div>
      )}
      {status === 'loading' && items.length === 0 ? (
        <CardGridSkeleton label="Загружаем тренажеры" />
      ) : (
        <ul className="card-grid">
          {items.map((q) => (
            <QuizListCard key={q.id} quiz={q} />
          ))}
        </ul>
      )}
      {hasMore && status !== 'error' && status !== 'offline' && (
        <MoreButton onMore={loadMore} disabled={status === 'loading'} />
      )}
    </div>
  );
}
