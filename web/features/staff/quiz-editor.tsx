// The editor of one quiz ('тренажёр'): title, description, picture, difficulty, topic, and its
// rounds, each with a title, an optional time limit (the 'Блиц' round) and its questions.
import { useId } from 'react';
import { DIFFICULTY_NAMES } from '../../../sync/rules/learning.ts';
import { Check, Line, Picture, Text, TopicSelect } from './authoring-fields.tsx';
import { AuthoringShell } from './authoring-shell.tsx';
import {
  EMPTY_QUIZ,
  newQuestion,
  newRound,
  quizFromLoaded,
  quizToBody,
  type QuizDraft,
  type QuizLoaded,
  type RoundDraft,
} from './quiz-draft.ts';
import { QuizPreview } from './quiz-preview.tsx';
import { QuizQuestionEditor } from './quiz-question-editor.tsx';
import { useAuthoring } from './use-authoring.ts';

const BLITZ_SECONDS = '60';

function RoundEditor({
  round,
  index,
  onChange,
  onRemove,
}: {
  round: RoundDraft;
  index: number;
  onChange: (patch: Partial<RoundDraft>) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const questions = round.questions;
  return (
    <li className="staff-block" aria-label={`Раунд ${n}`}>
      <div className="staff-block__head">
        <h4 className="staff-card__subtitle">Раунд {n}</h4>
        <button type="button" className="button button--quiet button--small" onClick={onRemove}>
          Удалить раунд {n}
        </button>
      </div>
      <div className="staff-form-field__grid">
        <Line
          label={`Раунд ${n}: название`}
          maxLength={300}
          value={round.title}
          onValue={(title) => onChange({ title })}
        />
        <Line
          label={`Раунд ${n}: время на раунд, секунд`}
          placeholder="без ограничения"
          type="number"
          min={5}
          max={86400}
          value={round.timeLimit}
          onValue={(timeLimit) => onChange({ timeLimit })}
        />
      </div>
      <ol className="staff-blocks">
        {questions.map((q, qi) => (
          <QuizQuestionEditor
            key={q.key}
            question={q}
            label={`Раунд ${n}, вопрос ${qi + 1}`}
            onChange={(patch) =>
              onChange({ questions: questions.map((x) => (x.key === q.key ? { ...x, ...patch } : x)) })
            }
            onRemove={() => onChange({ questions: questions.filter((x) => x.key !== q.key) })}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange({ questions: [...questions, newQuestion()] })}
      >
        Добавить вопрос в раунд {n}
      </button>
    </li>
  );
}

export function QuizEditor({ id }: { id: number | null }) {
  const difficultyId = useId();
  const a = useAuthoring<QuizLoaded, QuizDraft>({
    base: '/staff/content/quizzes',
    kind: 'quiz',
    id,
    empty: EMPTY_QUIZ,
    fromLoaded: quizFromLoaded,
    toBody: quizToBody,
  });
  if (a.loading) return <p aria-busy="true">Загрузка…</p>;
  const { draft: d, update } = a;
  const rounds = d.rounds;
  return (
    <AuthoringShell
      back="learning"
      heading={a.saved ? 'Тренажёр' : 'Новый тренажёр'}
      published={Boolean(a.saved?.isPublished)}
      publicHref={a.saved?.isPublished ? `/quizzes/${a.saved.id}` : null}
      status={a.status}
      error={a.error}
      onSave={a.saveDraft}
      onPublish={a.publish}
      preview={() => <QuizPreview draft={d} />}
    >
      <Line label="Название" required maxLength={300} value={d.title} onValue={(title) => update({ title })} />
      <Text label="Описание" value={d.description} onValue={(description) => update({ description })} />
      <Picture value={d.preview} onValue={(preview) => update({ preview })} />
      <div className="staff-form-field__grid">
        <div className="field">
          <label className="field__label" htmlFor={difficultyId}>
            Сложность
          </label>
          <select
            id={difficultyId}
            className="field__control"
            value={d.difficulty}
            onChange={(e) => update({ difficulty: Number(e.target.value) })}
          >
            {Object.entries(DIFFICULTY_NAMES).map(([v, name]) => (
              <option key={v} value={v}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TopicSelect value={d.topicId} onValue={(topicId) => update({ topicId })} />
      </div>
      <Check
        label="Показывать в баннере тренажёров"
        value={d.showOnBanner}
        onValue={(showOnBanner) => update({ showOnBanner })}
      />
      <h3 className="staff-card__subtitle">Раунды и вопросы</h3>
      <ol className="staff-blocks">
        {rounds.map((r, i) => (
          <RoundEditor
            key={r.key}
            round={r}
            index={i}
            onChange={(patch) => update({ rounds: rounds.map((x) => (x.key === r.key ? { ...x, ...patch } : x)) })}
            onRemove={() => update({ rounds: rounds.filter((x) => x.key !== r.key) })}
          />
        ))}
      </ol>
      <div className="staff-card__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => update({ rounds: [...rounds, newRound()] })}
        >
          Добавить раунд
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => update({ rounds: [...rounds, newRound('Блиц', BLITZ_SECONDS)] })}
        >
          Добавить раунд «Блиц» (на время)
        </button>
      </div>
    </AuthoringShell>
  );
}
