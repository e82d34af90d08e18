// One question: options (one or several) or a text field, 'Ответить', then the feedback:
// pending ('ответ сохранён, проверим при подключении') until the server's verdict arrives.
import { useState, type FormEvent } from 'react';
import type { AnswerRecord, QuizAnswerValue, QuizQuestion } from '../../lib/learning-types.ts';
import { answerText } from '../../../sync/rules/quiz-play.ts';

export const PENDING_TEXT = 'ответ сохранён, проверим при подключении';

interface Props {
  question: QuizQuestion;
  number: number;
  total: number;
  record: AnswerRecord | undefined;
  disabled: boolean;
  onAnswer: (value: QuizAnswerValue) => void;
}

function Feedback({ question, record }: { question: QuizQuestion; record: AnswerRecord }) {
  const v = record.verdict;
  if (!v)
    return (
      <p className="quiz-feedback quiz-feedback--pending" role="status">
        {PENDING_TEXT}
      </p>
    );
  return (
    <div className={`quiz-feedback ${v.correct ? 'quiz-feedback--right' : 'quiz-feedback--wrong'}`} role="status">
      <p className="quiz-feedback__title">
        {v.correct ? 'Верно!' : v.late ? 'Время вышло: ответ не засчитан' : 'Неверно'}
      </p>
      {!v.correct && v.correctAnswer !== null && <p>Правильный ответ: {answerText(question, v.correctAnswer)}</p>}
      {v.explanation && <p className="quiz-feedback__explain">{v.explanation}</p>}
    </div>
  );
}

export function QuizQuestionView({ question, number, total, record, disabled, onAnswer }: Props) {
  const [picked, setPicked] = useState<number[]>([]);
  const [text, setText] = useState('');
  const answered = record !== undefined;
  const shown = record?.answer;
  const chosen = answered ? (Array.isArray(shown) ? shown : typeof shown === 'number' ? [shown] : []) : picked;
  const ready = question.kind === 'text' ? text.trim().length > 0 : picked.length > 0;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || answered || disabled) return;
    if (question.kind === 'text') onAnswer(text.trim());
    else if (question.kind === 'single') onAnswer(picked[0] ?? 0);
    else onAnswer([...picked].sort((a, b) => a - b));
  }

  function toggle(id: number) {
    if (question.kind === 'single') setPicked([id]);
    else setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  }

  return (
    <form className="quiz-question" onSubmit={submit} aria-labelledby={`q-${question.id}`}>
      <p className="quiz-question__count">
        Вопрос {number} из {total}
      </p>
      <h2 id={`q-${question.id}`} className="quiz-question__text">
        {question.text}
      </h2>
      {question.kind === 'multiple' && <p className="quiz-question__hint">Выбери все верные ответы</p>}
      {question.kind === 'text' ? (
        <label className="quiz-text">
          <span className="visually-hidden">Твой ответ</span>
          <input
            className="input"
            value={answered && typeof shown === 'string' ? shown : text}
            onChange={(e) => setText(e.target.value)}
            disabled={answered || disabled}
            maxLength={500}
            placeholder="Твой ответ"
          />
        </label>
      ) : (
        <fieldset className="quiz-options" disabled={answered || disabled}>
          <legend className="visually-hidden">Варианты ответа</legend>
          {question.options.map((o) => (
            <label key={o.id} className={`quiz-option${chosen.includes(o.id) ? ' quiz-option--chosen' : ''}`}>
              <input
                type={question.kind === 'single' ? 'radio' : 'checkbox'}
                name={`q${question.id}`}
                checked={chosen.includes(o.id)}
                onChange={() => toggle(o.id)}
              />
              <span>{o.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      {!answered && (
        <button type="submit" className="button button--primary" disabled={!ready || disabled}>
          Ответить
        </button>
      )}
      {record && <Feedback question={question} record={record} />}
    </form>
  );
}
