// The sheet after a like or dislike (first document, section 2): an optional short question
// about what the reader liked or missed, in a small panel at the bottom that leaves the page usable. Sent to POST /like/feedback; skipping is always fine.
import { useState, type FormEvent } from 'react';
import { DISLIKE_FEEDBACK_REASONS, FEEDBACK_TEXT_MAX, LIKE_FEEDBACK_REASONS } from '../../../sync/rules/social.ts';
import { Dialog, DialogFormEnd, DoneDialog } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/text-field.tsx';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { retrySync } from '../../lib/sync-client.ts';
import type { ReactionKind, ReactionTargetType } from './use-reaction.ts';

// The server keeps one answer a minute per material and reader (api/features/likes/feedback-service.ts): a
// second one, after the reader liked again, is not lost in silence. Here, not in error-messages.ts, which every
// first load carries: a post's first-load JavaScript would sit 2 bytes under its budget for this one text.
const MSG_REPEAT = 'Отзыв к этому материалу уже отправлен. Следующий можно оставить через минуту';

interface Props {
  kind: ReactionKind;
  type: ReactionTargetType;
  id: number;
  onClose: () => void;
}

export function FeedbackPopup({ kind, type, id, onClose }: Props) {
  const reasons = kind === 'like' ? LIKE_FEEDBACK_REASONS : DISLIKE_FEEDBACK_REASONS;
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length && !text.trim()) return onClose();
    setState('sending');
    try {
      // The reaction itself may still wait in the outbox: send it first, the answer is about it.
      await retrySync().catch(() => undefined);
      await apiFetch<ApiResponse<'/like/feedback', 'post'>>('/like/feedback', {
        method: 'POST',
        body: { type, id, kind, reasons: chosen, text: text.trim() },
      });
      setState('sent');
    } catch (err) {
      const apiError = err instanceof ApiError ? err : null;
      setError(apiError?.status === 429 ? MSG_REPEAT : messageFor(apiError));
      setState('form');
    }
  };
  const title = kind === 'like' ? 'Спасибо! Что понравилось?' : 'Спасибо! Чего не хватило?';
  if (state === 'sent') {
    return (
      <DoneDialog
        title="Спасибо за отзыв!"
        text="Это поможет авторам делать материалы лучше."
        button="Отлично"
        onClose={onClose}
        variant="sheet"
      />
    );
  }
  return (
    <Dialog title={title} onClose={onClose} contentKey="feedback-form" variant="sheet">
      <form className="reaction-feedback" onSubmit={(e) => void send(e)}>
        <fieldset className="reaction-feedback__reasons">
          <legend className="visually-hidden">{title}</legend>
          {Object.entries(reasons).map(([code, label]) => (
            <label key={code} className="chip-check">
              <input
                type="checkbox"
                checked={chosen.includes(code)}
                onChange={(e) =>
                  setChosen((list) => (e.target.checked ? [...list, code] : list.filter((c) => c !== code)))
                }
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label="Расскажи подробнее"
          rows={2}
          maxLength={FEEDBACK_TEXT_MAX}
          value={text}
          onValue={setText}
        />
        <DialogFormEnd
          error={error}
          sending={state === 'sending'}
          send="Отправить"
          cancel="Пропустить"
          onCancel={onClose}
          className="reaction-feedback__actions"
        />
      </form>
    </Dialog>
  );
}
