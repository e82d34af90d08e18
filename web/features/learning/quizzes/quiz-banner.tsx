// The quiz banner above the list (GET /quiz/get_for_banner): one quiz worth trying now.
import { Link } from '@tanstack/react-router';
import type { QuizCard } from '../../../lib/learning-types.ts';
import { pictureProps, SIZES } from '../../../lib/picture-props.ts';
import { useBannerQuiz } from './use-quizzes.ts';

export function QuizBanner() {
  return <QuizBannerView quiz={useBannerQuiz()} />;
}

/** Also drawn by the server's first screen (web/ssr/list-pages.tsx). */
export function QuizBannerView({ quiz }: { quiz: QuizCard | null }) {
  if (!quiz) return null;
  return (
    <section className="quiz-banner" aria-labelledby="quiz-banner-title">
      <div className="quiz-banner__text">
        <p className="quiz-banner__caption">{quiz.type.label}</p>
        <h2 id="quiz-banner-title">{quiz.title}</h2>
        {quiz.description && <p>{quiz.description}</p>}
        <Link to="/quizzes/$id" params={{ id: String(quiz.id) }} className="button button--primary">
          Пройти тренажер
        </Link>
      </div>
      {quiz.preview && (
        <img
          className="quiz-banner__image"
          {...pictureProps(quiz.preview, { width: 320, height: 180 }, SIZES.quizBanner)}
          alt=""
        />
      )}
    </section>
  );
}
