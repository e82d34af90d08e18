// The editor of one event: title, start and end in Moscow time, the place or 'Онлайн', status
// (cancelling tells the people registered), picture, description, blocks and the registration
// form built field by field. 'Предпросмотр' shows the page as the site will render it.
import { Check, Line, Picture, Text } from './authoring-fields.tsx';
import { AuthoringShell } from './authoring-shell.tsx';
import { BlockEditor } from './block-editor.tsx';
import { EventPreview } from './event-preview.tsx';
import { newForm } from './form-definition.ts';
import { FormDefinitionEditor } from './form-definition-editor.tsx';
import { EMPTY_EVENT, eventFromLoaded, eventToBody, type EventDraft, type EventLoaded } from './event-draft.ts';
import { useAuthoring } from './use-authoring.ts';

export function EventEditor({ id }: { id: number | null }) {
  const a = useAuthoring<EventLoaded, EventDraft>({
    base: '/staff/content/events',
    kind: 'event',
    id,
    empty: EMPTY_EVENT,
    fromLoaded: eventFromLoaded,
    toBody: eventToBody,
  });
  if (a.loading) return <p aria-busy="true">Загрузка…</p>;
  const { draft: d, update } = a;
  return (
    <AuthoringShell
      back="learning"
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
