// The result of an attempt: score out of all questions, answers still waiting for the server,
// a line per question, and 'Пройти заново'.
import type { AnswerRecord } from '../../lib/learning/learning-store.ts';
import { PENDING_TEXT } from './quiz-question.tsx';
import type { FlatQuestion } from './quiz-rules.ts';
import { scoreOf } from './quiz-rules.ts';

interface Props {
  all: FlatQuestion[];
  answers: Map<number, AnswerRecord>;
  onRestart: () => void;
  restarting: boolean;
}

function lineOf(record: AnswerRecord | undefined): { text: string; tone: string } {
  if (!record) return { text: 'Нет ответа', tone: 'missed' };
  if (!record.verdict) return { text: PENDING_TEXT, tone: 'pending' };
  return record.verdict.correct ? { text: 'Верно', tone: 'right' } : { text: 'Неверно', tone: 'wrong' };
}

export function QuizResult({ all, answers, onRestart, restarting }: Props) {
  const { score, pending } = scoreOf(
    all.map((f) => ({
      correct: answers.get(f.question.id)?.verdict?.correct ?? (answers.has(f.question.id) ? null : false),
    })),
  );
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title">
        Результат: {score} из {all.length}
      </h2>
      {pending > 0 && (
        <p className="quiz-feedback quiz-feedback--pending">Часть ответов ещё не проверена: {PENDING_TEXT}</p>
      )}
      <ol className="quiz-result__list">
        {all.map((f) => {
          const line = lineOf(answers.get(f.question.id));
          return (
            <li key={f.question.id} className={`quiz-result__item quiz-result__item--${line.tone}`}>
              <span>{f.question.text}</span>
              <strong>{line.text}</strong>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={onRestart} disabled={restarting}>
        Пройти заново
      </button>
    </section>
  );
}
