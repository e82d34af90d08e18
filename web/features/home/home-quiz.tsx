// 'Тренажер дня' (GET /quiz/get_for_banner): one quiz worth trying now, with its size and
// difficulty and one clear button. A quiz already passed says so and invites a second try.
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../lib/format.ts';
import { pictureProps, SIZES } from '../../lib/picture-props.ts';
import type { QuizCard } from '../../lib/learning-types.ts';
import { PuzzleIcon } from '../../components/ui/icons-home.tsx';

export function HomeQuiz({ quiz }: { quiz: QuizCard | null | undefined }) {
  if (quiz === null) return null;
  return (
    <section className="home-quiz" aria-labelledby="home-quiz-title" aria-busy={quiz === undefined || undefined}>
      <p className="home-quiz__kicker">
        <PuzzleIcon /> Тренажер дня
      </p>
      {quiz === undefined ? (
        <div className="home-quiz__body" aria-hidden="true">
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line--mid" />
        </div>
      ) : (
        <div className="home-quiz__body">
          <h2 id="home-quiz-title" className="home-quiz__title">
            {quiz.title}
          </h2>
          {quiz.description && <p className="home-quiz__text">{quiz.description}</p>}
          <p className="home-quiz__facts">
            <span>{formatCount(quiz.questionsCount, ['вопрос', 'вопроса', 'вопросов'])}</span>
            {quiz.difficulty && <span>Сложность: {quiz.difficulty.name}</span>}
            {quiz.timeLimit ? <span>Есть раунд на время</span> : null}
          </p>
          <Link to="/quizzes/$id" params={{ id: String(quiz.id) }} className="button button--accent">
            {quiz.completed ? 'Пройти ещё раз' : 'Проверить себя'}
          </Link>
        </div>
      )}
      {quiz?.preview && (
        <img
          className="home-quiz__image"
          {...pictureProps(quiz.preview, { width: 320, height: 180 }, SIZES.homeQuiz)}
          alt=""
          loading="lazy"
        />
      )}
    </section>
  );
}
