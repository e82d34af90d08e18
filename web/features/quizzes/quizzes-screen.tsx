// /quizzes: the banner quiz, then every quiz as a card (caption 'Тренажер', difficulty).
import './quizzes.css';
import { CardGridSkeleton } from '../../components/card-grid-skeleton.tsx';
import { MoreButton } from '../../components/ui/more-button.tsx';
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
        <CardGridSkeleton label="Загружаем тренажеры" />
      ) : (
        <ul className="card-grid">
          {list.items.map((q) => (
            <QuizListCard key={q.id} quiz={q} />
          ))}
        </ul>
      )}
      {list.hasMore && list.status !== 'error' && list.status !== 'offline' && (
        <MoreButton onMore={list.loadMore} disabled={list.status === 'loading'} />
      )}
    </div>
  );
}
