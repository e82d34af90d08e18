// One question of a quiz in its editor: its kind (one answer, several, or a typed answer), text,
// the options with the correct ones ticked (or the accepted answers), and the explanation shown
// after answering.
import { useId } from 'react';
import { Line } from './authoring-fields.tsx';
import { newOption, type QuestionDraft, type QuestionKind } from './quiz-draft.ts';

const KINDS: Record<QuestionKind, string> = {
  single: 'Один верный ответ',
  multiple: 'Несколько верных ответов',
  text: 'Ответ словами',
};

export function QuizQuestionEditor({
  question: q,
  label,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  /** 'Раунд 1, вопрос 2'. */
  label: string;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
}) {
  const ids = { kind: useId(), text: useId(), accepted: useId(), explanation: useId() };
  const setOption = (key: string, patch: Partial<QuestionDraft['options'][number]>) =>
    onChange({
      options: q.options.map((o) =>
        o.key === key ? { ...o, ...patch } : patch.isCorrect && q.kind === 'single' ? { ...o, isCorrect: false } : o,
      ),
    });
  return (
    <li className="staff-block" aria-label={label}>
      <div className="staff-block__head">
        <h5 className="staff-card__subtitle">{label}</h5>
        <button type="button" className="button button--quiet button--small" onClick={onRemove}>
          Удалить: {label.toLowerCase()}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          {label}: текст<span className="field__required"> *</span>
        </label>
        <textarea
          id={ids.text}
          className="field__control"
          rows={2}
          value={q.text}
          required
          maxLength={2000}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.kind}>
          {label}: вид ответа
        </label>
        <select
          id={ids.kind}
          className="field__control"
          value={q.kind}
          onChange={(e) => onChange({ kind: e.target.value as QuestionKind })}
        >
          {Object.entries(KINDS).map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {q.kind === 'text' ? (
        <div className="field">
          <label className="field__label" htmlFor={ids.accepted}>
            {label}: правильные ответы, по одному в строке
          </label>
          <textarea
            id={ids.accepted}
            className="field__control"
            rows={2}
            value={q.accepted}
            onChange={(e) => onChange({ accepted: e.target.value })}
          />
        </div>
      ) : (
        <fieldset className="staff-items">
          <legend>Варианты ответа (отметьте верные)</legend>
          {q.options.map((o, i) => (
            <div key={o.key} className="staff-option">
              <label className="staff-check">
                <input
                  type={q.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`${ids.kind}-correct`}
                  checked={o.isCorrect}
                  onChange={(e) => setOption(o.key, { isCorrect: e.target.checked })}
                />
                <span className="visually-hidden">
                  {label}, вариант {i + 1}: верный
                </span>
              </label>
              <Line
                label={`Вариант ${i + 1}`}
                aria-label={`${label}, вариант ${i + 1}`}
                maxLength={500}
                value={o.text}
                onValue={(text) => setOption(o.key, { text })}
              />
              <button
                type="button"
                className="button button--quiet button--small"
                aria-label={`${label}: удалить вариант ${i + 1}`}
                onClick={() => onChange({ options: q.options.filter((x) => x.key !== o.key) })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange({ options: [...q.options, newOption()] })}
          >
            Добавить вариант
          </button>
        </fieldset>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.explanation}>
          {label}: пояснение после ответа
        </label>
        <textarea
          id={ids.explanation}
          className="field__control"
          rows={2}
          value={q.explanation}
          maxLength={2000}
          onChange={(e) => onChange({ explanation: e.target.value })}
        />
      </div>
    </li>
  );
}
