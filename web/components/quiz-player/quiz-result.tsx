// The result of an attempt, Khan Academy style: the score as a big ring and 'Результат: N из M', a
// line of encouragement that fits the score, each question with what was right (and the right
// answer where it was missed), answers still waiting for the server, then what to do next:
// 'Пройти заново' and, outside a course, a way to the other quizzes.
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import type { AnswerRecord, QuizRound } from '../../lib/learning-types.ts';
import { PENDING_TEXT } from './quiz-question.tsx';
import { answerText, encouragementFor, scoreOf, type FlatQuestion } from '../../../sync/rules/quiz-play.ts';

interface Props {
  all: FlatQuestion<QuizRound>[];
  answers: Map<number, AnswerRecord>;
  onRestart: () => void;
  restarting: boolean;
  /** Inside a course the step's own 'Далее' is the next thing to do; alone, other quizzes are. */
  inCourse?: boolean;
}

function lineOf(record: AnswerRecord | undefined): { text: string; tone: string } {
  if (!record) return { text: 'Нет ответа', tone: 'missed' };
  if (!record.verdict) return { text: PENDING_TEXT, tone: 'pending' };
  return record.verdict.correct ? { text: 'Верно', tone: 'right' } : { text: 'Неверно', tone: 'wrong' };
}

export function QuizResult({ all, answers, onRestart, restarting, inCourse = false }: Props) {
  const { score, pending } = scoreOf(
    all.map((f) => ({
      correct: answers.get(f.question.id)?.verdict?.correct ?? (answers.has(f.question.id) ? null : false),
    })),
  );
  const percent = all.length ? Math.round((score * 100) / all.length) : 0;
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <div className="quiz-result__head">
        <span
          className="quiz-result__ring"
          style={{ '--score': `${percent}%` } as CSSProperties}
          role="img"
          aria-label={`${percent}% верных ответов`}
        >
          <span>{percent}%</span>
        </span>
        <div>
          <h2 id="quiz-result-title">
            Результат: {score} из {all.length}
          </h2>
          <p className="quiz-result__cheer">{encouragementFor(score, all.length, pending)}</p>
        </div>
      </div>
      {pending > 0 && (
        <p className="quiz-feedback quiz-feedback--pending">Часть ответов ещё не проверена: {PENDING_TEXT}</p>
      )}
      <ol className="quiz-result__list" aria-label="Ответы по вопросам">
        {all.map((f) => {
          const record = answers.get(f.question.id);
          const line = lineOf(record);
          const right = record?.verdict && !record.verdict.correct ? record.verdict.correctAnswer : null;
          return (
            <li key={f.question.id} className={`quiz-result__item quiz-result__item--${line.tone}`}>
              <span className="quiz-result__question">{f.question.text}</span>
              <strong>{line.text}</strong>
              {right !== null && right !== undefined && (
                <span className="quiz-result__right">Правильный ответ: {answerText(f.question, right)}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="quiz-result__actions">
        <button type="button" className="button button--secondary" onClick={onRestart} disabled={restarting}>
          Пройти заново
        </button>
        {!inCourse && (
          <Link to="/quizzes" className="button button--quiet">
            Другие тренажеры
          </Link>
        )}
      </div>
    </section>
  );
}
