// The editor of one event: title, start and end in Moscow time, the place or 'Онлайн', status
// (cancelling tells the people registered), picture, description, blocks and the registration
// form built field by field. 'Предпросмотр' shows the page as the site will render it.
import type { FormDef } from '../../components/event-registration/dynamic-form.tsx';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { Check, Line, Picture, Text } from './authoring-fields.tsx';
import { AuthoringShell } from './authoring-shell.tsx';
import { BlockEditor } from './block-editor.tsx';
import { fromContent, toContent, type DraftBlock } from './block-fields.ts';
import { EventPreview } from './event-preview.tsx';
import { cleanForm, newForm } from './form-definition.ts';
import { FormDefinitionEditor } from './form-definition-editor.tsx';
import { fromMoscowInput, toMoscowInput } from './moscow-time.ts';
import { useAuthoring } from './use-authoring.ts';

type Loaded = ApiResponse<'/staff/content/events/:id{[0-9]+}'>;

export interface EventDraft {
  title: string;
  description: string;
  preview: string;
  start: string;
  end: string;
  cancelled: boolean;
  place: string;
  isOnline: boolean;
  form: FormDef | null;
  blocks: DraftBlock[];
}

const EMPTY: EventDraft = {
  title: '',
  description: '',
  preview: '',
  start: '',
  end: '',
  cancelled: false,
  place: '',
  isOnline: false,
  form: null,
  blocks: [],
};

const fromLoaded = (e: Loaded): EventDraft => ({
  title: e.title,
  description: e.description,
  preview: e.preview ?? '',
  start: toMoscowInput(e.startAt),
  end: toMoscowInput(e.endAt),
  cancelled: e.status === 'postponed',
  place: e.place ?? '',
  isOnline: e.isOnline,
  form: (e.form as FormDef | null) ?? null,
  blocks: fromContent(e.content as { type: string; data: Record<string, unknown> }[]),
});

const toBody = (d: EventDraft) => ({
  title: d.title.trim(),
  description: d.description.trim(),
  preview: d.preview.trim() || null,
  startAt: fromMoscowInput(d.start),
  endAt: fromMoscowInput(d.end),
  status: d.cancelled ? ('postponed' as const) : ('planned' as const),
  place: d.place.trim() || null,
  isOnline: d.isOnline,
  form: d.form && cleanForm(d.form),
  content: toContent(d.blocks),
});

export function EventEditor({ id }: { id: number | null }) {
  const a = useAuthoring<Loaded, EventDraft>({
    base: '/staff/content/events',
    kind: 'event',
    id,
    empty: EMPTY,
    fromLoaded,
    toBody,
  });
  if (a.loading) return <p aria-busy="true">Загрузка…</p>;
  const { draft: d, update } = a;
  return (
    <AuthoringShell
      heading={a.saved ? 'Мероприятие' : 'Новое мероприятие'}
      published={Boolean(a.saved?.isPublished)}
      publicHref={a.saved?.isPublished ? `/event/${a.saved.slug}` : null}
      status={a.status}
      error={a.error}
      onSave={a.saveDraft}
      onPublish={a.publish}
      preview={() => <EventPreview draft={d} />}
    >
      <Line label="Название" required maxLength={300} value={d.title} onValue={(title) => update({ title })} />
      <div className="staff-form-field__grid">
        <Line
          label="Начало (время московское)"
          type="datetime-local"
          required
          value={d.start}
          onValue={(start) => update({ start })}
        />
        <Line
          label="Окончание (время московское)"
          type="datetime-local"
          required
          value={d.end}
          onValue={(end) => update({ end })}
        />
      </div>
      <Check label="Онлайн-трансляция" value={d.isOnline} onValue={(isOnline) => update({ isOnline })} />
      <Line label="Место проведения" maxLength={300} value={d.place} onValue={(place) => update({ place })} />
      <Check
        label="Мероприятие отменено (записавшимся придёт уведомление)"
        value={d.cancelled}
        onValue={(cancelled) => update({ cancelled })}
      />
      <Text label="Краткое описание" value={d.description} onValue={(description) => update({ description })} />
      <Picture value={d.preview} onValue={(preview) => update({ preview })} />
      <fieldset className="staff-items">
        <legend>Форма регистрации</legend>
        <Check
          label="Есть форма регистрации"
          value={d.form !== null}
          onValue={(on) => update({ form: on ? (d.form ?? newForm()) : null })}
        />
        {d.form && <FormDefinitionEditor value={d.form} onChange={(form) => update({ form })} />}
      </fieldset>
      <h3 className="staff-card__subtitle">Блоки</h3>
      <BlockEditor blocks={d.blocks} onChange={(blocks) => update({ blocks })} />
    </AuthoringShell>
  );
}
