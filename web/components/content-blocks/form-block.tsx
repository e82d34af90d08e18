// The form block. In an event's content it is that event's registration form (outbox send,
// 'Заявка успешно отправлена') with the event's own fields, which the server checks answers
// against; an event without a registration form shows nothing there. In a post there is no event,
// so it is the site's feedback form (POST /api/faq/send). Both are the owning features' widgets.
import { useWidget, type RegistrationState } from '../feature-widgets.tsx';
import type { FormDef } from '../event-registration/dynamic-form.tsx';
import type { LeafBlock } from './block-types.ts';

type FormData = Extract<LeafBlock, { type: 'form' }>['data'];
export interface BlockEvent {
  id: number;
  state: RegistrationState;
  form: FormDef | null;
}

function EventBlockForm({ data, event }: { data: FormData; event: BlockEvent }) {
  const EventRegistration = useWidget('EventRegistration');
  if (!event.form) return null;
  return (
    <EventRegistration
      eventId={event.id}
      def={{ ...data, fields: event.form.fields }}
      state={event.state}
      titleOnButton
    />
  );
}

function PostBlockForm({ data }: { data: FormData }) {
  const FeedbackBlockForm = useWidget('FeedbackBlockForm');
  return <FeedbackBlockForm data={data} />;
}

export function FormBlock({ data, event }: { data: FormData; event?: BlockEvent }) {
  return event ? <EventBlockForm data={data} event={event} /> : <PostBlockForm data={data} />;
}
