// /quizzes/$id: one quiz with its player; works from the device copy when offline.
import './quizzes.css';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QuizPlayer } from './quiz-player/quiz-player.tsx';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { useQuiz } from '../use-quiz.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function QuizScreen({ id }: { id: number }) {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const { quiz, network, loading } = useQuiz(id, user === undefined ? undefined : owner);
  useDocumentTitle(quiz?.title);
  if (loading || (!quiz && network === 'loading'))
    return (
      <div className="container page">
        <div className="list-skeleton" aria-label="Загружаем тренажер">
          <span />
          <span />
          <span />
        </div>
      </div>
    );
  if (!quiz) {
    return (
      <div className="container page">
        <h1>Тренажер</h1>
        <p className="inline-state" role="alert">
          {network === 'missing'
            ? 'Такого тренажера нет.'
            : 'Не удалось загрузить тренажер. Проверь подключение к интернету.'}
        </p>
        <Link to="/quizzes" className="button button--secondary">
          Все тренажеры
        </Link>
      </div>
    );
  }
  return <QuizView quiz={quiz} player={<QuizPlayer quiz={quiz} owner={owner} />} />;
}

/** The quiz's page around its player, also drawn by the server's first screen (web/ssr/item-pages.tsx). */
export function QuizView({
  quiz,
  player,
}: {
  quiz: { title: string; type: { label: string }; difficulty?: { name: string } | null };
  player: ReactNode;
}) {
  return (
    <div className="container page quiz-page">
      <p className="quiz-page__caption">
        {quiz.type.label}
        {quiz.difficulty ? ` · сложность ${quiz.difficulty.name}` : ''}
      </p>
      <h1>{quiz.title}</h1>
      {player}
    </div>
  );
}
