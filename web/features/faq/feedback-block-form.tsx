// A form block outside an event (in a post): sent to the site's feedback call, POST /api/faq/send,
// as the list of name/value pairs that call takes: the block's field names must be the feedback
// form's codes (name, email, theme, text, phone). Success closes the form and shows the feedback
// success popup; a failure keeps the form open with what was typed and says so inside it, so
// nothing the reader wrote is lost.
import { useState } from 'react';
import { DynamicForm, FormFrame, type SentValues } from '../../components/event-registration/dynamic-form.tsx';
import type { WidgetProps } from '../../components/feature-widgets.tsx';
import { openPopup } from '../../components/popups/popup-events.ts';
import { apiSafe } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS } from '../../lib/error-messages.ts';

export function FeedbackBlockForm({ data }: WidgetProps['FeedbackBlockForm']) {
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
