// A quiz in the list: the shared content card (caption 'Тренажер') with its difficulty,
// number of questions and the completed mark.
import { ContentCard } from '../../../components/content-card.tsx';
import { formatCount } from '../../../lib/format.ts';
import type { QuizCard } from '../../../lib/learning-types.ts';

export function QuizListCard({ quiz }: { quiz: QuizCard }) {
  return (
    <li className="quiz-card">
      <ContentCard
        card={{ ...quiz, type: { code: 'quiz', label: quiz.type.label } }}
        headingLevel={2}
        footer={
          <p className="content-card__facts">
            {quiz.difficulty && (
              <span className={`quiz-card__level quiz-card__level--${quiz.difficulty.id}`}>
                Сложность: {quiz.difficulty.name}
              </span>
            )}
            <span>{formatCount(quiz.questionsCount, ['вопрос', 'вопроса', 'вопросов'])}</span>
            {quiz.completed && <span className="quiz-card__done">Пройден</span>}
          </p>
        }
      />
    </li>
  );
}
