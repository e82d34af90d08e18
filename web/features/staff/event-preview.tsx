// 'Предпросмотр' of an event: its dates in Moscow time, place, state, picture, the registration
// form and the blocks, drawn by the components the event page uses. Nothing is sent from here.
import { useState } from 'react';
import { ContentBlocks } from '../../components/content-blocks/content-blocks.tsx';
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';
import { DynamicForm, FormFrame } from '../../components/event-registration/dynamic-form.tsx';
import { formatEventDateTime } from '../../lib/format.ts';
import { toContent } from './block-fields.ts';
import type { EventDraft } from './event-draft.ts';
import { cleanForm } from './form-definition.ts';
import { fromMoscowInput } from './moscow-time.ts';

const when = (local: string) => {
  const iso = fromMoscowInput(local);
  return iso ? formatEventDateTime(iso) : 'не указано';
};

export function EventPreview({ draft }: { draft: EventDraft }) {
  const [open, setOpen] = useState(false);
  const form = draft.form && cleanForm(draft.form);
  return (
    <div>
      <p className="staff-card__meta">Мероприятие</p>
      <h1>{draft.title || 'Без названия'}</h1>
      <dl className="staff-fields">
        <dt>Начало</dt>
        <dd>{when(draft.start)}</dd>
        <dt>Окончание</dt>
        <dd>{when(draft.end)}</dd>
        <dt>Место</dt>
        <dd>{draft.isOnline || !draft.place.trim() ? 'Онлайн-трансляция' : draft.place}</dd>
      </dl>
      {draft.cancelled && <p className="staff-card__reason">Мероприятие отменено</p>}
      {draft.description && <p className="staff-preview__lead">{draft.description}</p>}
      {draft.preview && <img className="staff-preview__picture" src={draft.preview} alt="" width={640} height={360} />}
      {form && !draft.cancelled && (
        <FormFrame def={form} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
          <DynamicForm def={form} onSend={() => Promise.resolve(false)} />
          <p className="staff-card__meta">В предпросмотре заявка не отправляется.</p>
        </FormFrame>
      )}
      <ContentBlocks blocks={toContent(draft.blocks) as ContentBlock[]} />
    </div>
  );
}
