// /quizzes: the banner quiz, then every quiz as a card (caption 'Тренажер', difficulty).
import './quizzes.css';
import { ContentCardSkeleton } from '../../components/content-card.tsx';
import { QuizBanner } from './quiz-banner.tsx';
import { QuizListCard } from './quiz-card.tsx';
import { useQuizCatalog } from './use-quizzes.ts';

export function QuizzesScreen() {
  const list = useQuizCatalog();
  return (
    <div className="container page quizzes">
      <h1>Тренажёры</h1>
      <QuizBanner />
      {list.status === 'offline' && (
        <p className="inline-state" role="status">
          Нет подключения. Показываем сохранённое на устройстве.
        </p>
      )}
      {list.status === 'error' && (
        <div className="inline-state" role="alert">
          <p>Не удалось загрузить тренажеры. Проверь подключение к интернету.</p>
          <button type="button" className="button button--secondary" onClick={list.retry}>
            Повторить
          </button>
        </div>
      )}
      {list.status === 'loading' && list.items.length === 0 ? (
        <ul className="card-grid" aria-label="Загружаем тренажеры">
          {[1, 2, 3].map((i) => (
            <li key={i}>
              <ContentCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="card-grid">
          {list.items.map((q) => (
            <QuizListCard key={q.id} quiz={q} />
          ))}
        </ul>
      )}
      {list.hasMore && list.status !== 'error' && list.status !== 'offline' && (
        <div className="more">
          <button
            type="button"
            className="button button--secondary"
            onClick={list.loadMore}
            disabled={list.status === 'loading'}
          >
            Показать ещё
          </button>
        </div>
      )}
    </div>
  );
}
