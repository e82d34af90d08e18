// The form block. In an event's content it is that event's registration form (outbox send,
// 'Заявка успешно отправлена') with the event's own fields, which the server checks answers
// against; an event without a registration form shows nothing there. In a post there is no event, so it goes to the site's
// feedback call, POST /api/faq/send, as the list of name/value pairs that call takes: the
// block's field names must be the feedback form's codes (name, email, theme, text, phone).
// Success closes the form and shows the feedback success popup; a failure keeps the form
// open with what was typed and says so inside it, so nothing the reader wrote is lost.
import { useState } from 'react';
import { apiSafe } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS } from '../../lib/error-messages.ts';
import { DynamicForm, FormFrame, type FormDef, type SentValues } from '../event-registration/dynamic-form.tsx';
import { EventRegistration, type RegistrationState } from '../event-registration/event-registration.tsx';
import { openPopup } from '../popups/popup-events.ts';
import type { LeafBlock } from './block-types.ts';

type FormData = Extract<LeafBlock, { type: 'form' }>['data'];
export interface BlockEvent {
  id: number;
  state: RegistrationState;
  form: FormDef | null;
}

function FeedbackBlockForm({ data }: { data: FormData }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const send = async (list: SentValues) => {
    setFailed(false);
    const res = await apiSafe<ApiResponse<'/faq/send', 'post'>>('/faq/send', {
      method: 'POST',
      body: { list },
      rawBody: true,
    });
    if (res.error) {
      setFailed(true);
      return false;
    }
    setOpen(false);
    openPopup('response', {
      title: FEEDBACK_SUCCESS.title,
      html: FEEDBACK_SUCCESS.text,
      button: FEEDBACK_SUCCESS.button,
    });
    return true;
  };
  const notice = failed ? (
    <div className="form-block__error" role="alert">
      <strong>{FEEDBACK_FAILURE.title}</strong> {FEEDBACK_FAILURE.text}
    </div>
  ) : null;
  return (
    <FormFrame
      def={data}
      notice={notice}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setFailed(false);
      }}
      titleOnButton
    >
      <DynamicForm def={data} onSend={send} />
    </FormFrame>
  );
}

export function FormBlock({ data, event }: { data: FormData; event?: BlockEvent }) {
  if (event) {
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
  return <FeedbackBlockForm data={data} />;
}
