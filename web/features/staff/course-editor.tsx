// The editor of one course: title, description, picture, topic, whether every step is open from
// the start, and its steps in order (a material or a quiz each, its own lock). Publishing the
// course publishes its draft steps too.
import type { FormField } from '../../components/content-blocks/block-types.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { Check, Line, Picture, Text, TopicSelect } from './authoring-fields.tsx';
import { AuthoringShell } from './authoring-shell.tsx';
import { CourseStepEditor, newStep, type StepDraft } from './course-step-editor.tsx';
import { cleanForm, newForm } from './form-definition.ts';
import { FormDefinitionEditor } from './form-definition-editor.tsx';
import { moved } from './move-tools.tsx';
import { useAuthoring } from './use-authoring.ts';

type Loaded = ApiResponse<'/staff/content/courses/:id{[0-9]+}'>;

interface CourseDraft {
  /** The reply form's fields ('Скажите, как вам курс'); null: none. */
  form: FormField[] | null;
  title: string;
  description: string;
  preview: string;
  topicId: number | null;
  alwaysOpen: boolean;
  steps: StepDraft[];
}

const EMPTY: CourseDraft = {
  form: null,
  title: '',
  description: '',
  preview: '',
  topicId: null,
  alwaysOpen: false,
  steps: [],
};

const fromLoaded = (c: Loaded, previous?: CourseDraft): CourseDraft => ({
  form:
    c.form?.map((f) => ({ name: f.code, label: f.name, type: f.type, required: f.required, options: f.values })) ??
    null,
  title: c.title,
  description: c.description,
  preview: c.preview ?? '',
  topicId: c.topicId,
  alwaysOpen: c.alwaysOpen,
  // Saved in the order sent, so the step on screen at the same place keeps its key (and its open panels).
  steps: c.steps.map((s, i) => ({
    key: previous?.steps[i]?.key ?? `s${s.id}`,
    id: s.id,
    title: s.title,
    alwaysOpen: s.alwaysOpen,
    kind: s.quizId ? 'quiz' : 'page',
    pageId: s.pageId,
    pageTitle: s.pageTitle,
    quizId: s.quizId,
  })),
});

const toBody = (d: CourseDraft) => ({
  form:
    d.form &&
    cleanForm({ type: 'inline', fields: d.form }).fields.map((f) => ({
      type: f.type,
      code: f.name,
      name: f.label,
      values: f.options ?? [],
      required: Boolean(f.required),
    })),
  title: d.title.trim(),
  description: d.description.trim(),
  preview: d.preview.trim() || null,
  topicId: d.topicId,
  alwaysOpen: d.alwaysOpen,
  steps: d.steps.map((s) => ({
    ...(s.id && { id: s.id }),
    title: s.title.trim(),
    alwaysOpen: s.alwaysOpen,
    pageId: s.kind === 'page' ? s.pageId : null,
    quizId: s.kind === 'quiz' ? s.quizId : null,
  })),
});

function Preview({ draft }: { draft: CourseDraft }) {
  return (
    <div>
      <p className="staff-card__meta">Курс</p>
      <h1>{draft.title || 'Без названия'}</h1>
      {draft.description && <p className="staff-preview__lead">{draft.description}</p>}
      {draft.preview && <img className="staff-preview__picture" src={draft.preview} alt="" width={640} height={360} />}
      <ol className="staff-sublist">
        {draft.steps.map((s, i) => {
          const locked = i > 0 && !draft.alwaysOpen && !s.alwaysOpen;
          return (
            <li key={s.key}>
              {s.title || 'Без названия'} · {s.kind === 'quiz' ? 'тренажёр' : 'материал'}
              {locked && <span className="staff-badge">откроется после шага {i}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function CourseEditor({ id }: { id: number | null }) {
  const a = useAuthoring<Loaded, CourseDraft>({
    base: '/staff/content/courses',
    kind: 'course',
    id,
    empty: EMPTY,
    fromLoaded,
    toBody,
  });
  if (a.loading) return <p aria-busy="true">Загрузка…</p>;
  const { draft: d, update } = a;
  const steps = d.steps;
  const move = (i: number, by: -1 | 1) => update({ steps: moved(steps, i, by) });
  return (
    <AuthoringShell
      back="learning"
      heading={a.saved ? 'Курс' : 'Новый курс'}
      published={Boolean(a.saved?.isPublished)}
      publicHref={a.saved?.isPublished ? `/course/${a.saved.id}` : null}
      status={a.status}
      error={a.error}
      onSave={a.saveDraft}
      onPublish={a.publish}
      preview={() => <Preview draft={d} />}
    >
      <Line label="Название" required maxLength={300} value={d.title} onValue={(title) => update({ title })} />
      <Text label="Описание" value={d.description} onValue={(description) => update({ description })} />
      <Picture value={d.preview} onValue={(preview) => update({ preview })} />
      <TopicSelect value={d.topicId} onValue={(topicId) => update({ topicId })} />
      <Check
        label="Все шаги открыты сразу (без замков)"
        value={d.alwaysOpen}
        onValue={(alwaysOpen) => update({ alwaysOpen })}
      />
      <fieldset className="staff-items">
        <legend>Форма отзыва после курса</legend>
        <Check
          label="Спросить отзыв после курса"
          value={d.form !== null}
          onValue={(on) => update({ form: on ? (d.form ?? newForm().fields) : null })}
        />
        {d.form && (
          <FormDefinitionEditor
            fieldsOnly
            value={{ type: 'inline', fields: d.form }}
            onChange={(def) => update({ form: def.fields })}
          />
        )}
      </fieldset>
      <h3 className="staff-card__subtitle">Шаги</h3>
      <p className="staff-card__meta">Шаг открывается, когда пройден предыдущий, если он не отмечен «открыт сразу».</p>
      <ol className="staff-blocks">
        {steps.map((s, i) => (
          <CourseStepEditor
            key={s.key}
            step={s}
            index={i}
            count={steps.length}
            onChange={(patch) => update({ steps: steps.map((x) => (x.key === s.key ? { ...x, ...patch } : x)) })}
            onMove={(by) => move(i, by)}
            onRemove={() => update({ steps: steps.filter((x) => x.key !== s.key) })}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => update({ steps: [...steps, newStep()] })}
      >
        Добавить шаг
      </button>
    </AuthoringShell>
  );
}
