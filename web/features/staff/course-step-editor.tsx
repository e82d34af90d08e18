// One step of a course in its editor: title, a material (with its blocks) or a quiz, whether it is
// open without the previous step done, moved up or down, removed.
import { useId } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { Check, Line } from './authoring-fields.tsx';
import { MoveTools } from './move-tools.tsx';
import { StepMaterial } from './step-material.tsx';
import { useStaffLoad } from './use-staff-load.ts';

export interface StepDraft {
  /** A key for React only; never sent. */
  key: string;
  id?: number;
  title: string;
  alwaysOpen: boolean;
  kind: 'page' | 'quiz';
  pageId: number | null;
  pageTitle: string | null;
  quizId: number | null;
}

let next = 0;
export const newStep = (): StepDraft => ({
  key: `n${(next += 1)}`,
  title: '',
  alwaysOpen: false,
  kind: 'page',
  pageId: null,
  pageTitle: null,
  quizId: null,
});

function QuizPick({ label, value, onValue }: { label: string; value: number | null; onValue: (id: number) => void }) {
  const id = useId();
  const quizzes = useStaffLoad(
    () => apiFetch<ApiResponse<'/staff/content/quizzes'>>('/staff/content/quizzes', { query: { limit: 100 } }),
    [],
  );
  if (!quizzes.data) return <p aria-busy="true">{quizzes.error ?? 'Загрузка тренажёров…'}</p>;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}: тренажёр
      </label>
      <select
        id={id}
        className="field__control"
        value={value ?? ''}
        onChange={(e) => e.target.value && onValue(Number(e.target.value))}
      >
        <option value="">Выберите тренажёр…</option>
        {quizzes.data.list.map((q) => (
          <option key={q.id} value={q.id}>
            {q.title}
            {q.isPublished ? '' : ' (черновик)'}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CourseStepEditor({
  step,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  step: StepDraft;
  index: number;
  count: number;
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const kindId = useId();
  const label = `шаг ${index + 1}`;
  return (
    <li className="staff-block" aria-label={`Шаг ${index + 1}`}>
      <div className="staff-block__head">
        <h4 className="staff-card__subtitle">Шаг {index + 1}</h4>
        <MoveTools index={index} count={count} noun="шаг" onMove={onMove} onRemove={onRemove} />
      </div>
      <div className="staff-form-field__grid">
        <Line
          label={`Шаг ${index + 1}: название`}
          required
          maxLength={300}
          value={step.title}
          onValue={(title) => onChange({ title })}
        />
        <div className="field">
          <label className="field__label" htmlFor={kindId}>
            Шаг {index + 1}: что внутри
          </label>
          <select
            id={kindId}
            className="field__control"
            value={step.kind}
            onChange={(e) => onChange({ kind: e.target.value as StepDraft['kind'] })}
          >
            <option value="page">Материал</option>
            <option value="quiz">Тренажёр</option>
          </select>
        </div>
      </div>
      {index > 0 && (
        <Check
          label={`Шаг ${index + 1} открыт сразу, без прохождения предыдущего`}
          value={step.alwaysOpen}
          onValue={(alwaysOpen) => onChange({ alwaysOpen })}
        />
      )}
      {step.kind === 'page' ? (
        <StepMaterial
          label={label}
          title={step.title}
          pageId={step.pageId}
          pageTitle={step.pageTitle}
          onChange={(pageId, pageTitle) => onChange({ pageId, pageTitle })}
        />
      ) : (
        <QuizPick label={`Шаг ${index + 1}`} value={step.quizId} onValue={(quizId) => onChange({ quizId })} />
      )}
    </li>
  );
}
