// The event registration form, inline or behind a button that opens the 'Заполните форму'
// modal (default button 'присоединиться'). Sent through the outbox ('event-form-send' with a
// client key), so a form filled offline goes once when the network returns. Guests are asked
// to sign in; after the end registration is closed.
import { useState, type FormEvent } from 'react';
import { PopupFrame } from '../../components/popups/popup-frame.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field.tsx';
import type { FormField } from '../../components/content-blocks/block-types.ts';
import { requireAuth } from '../../lib/auth-modal.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { formErrors } from './event-form-rules.ts';
import type { EventForm as FormDef, EventState } from './event-types.ts';

export const SUCCESS = 'Заявка успешно отправлена';
export const CLOSED = 'Мероприятие завершено, регистрация закрыта';
const MODAL_TITLE = 'Заполните форму';
const DEFAULT_BUTTON = 'присоединиться';

function Field({ field, value, error, onValue }: { field: FormField; value: string; error?: string; onValue: (v: string) => void }) {
  const label = field.required ? `${field.label} *` : field.label;
  if (field.type === 'textarea') return <TextAreaField label={label} value={value} onValue={onValue} error={error} />;
  if (field.type === 'select') {
    return <SelectField label={label} value={value} onValue={onValue} error={error} options={(field.options ?? []).map((o) => ({ id: o, name: o }))} />;
  }
  const type = field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : 'text';
  return <TextField label={label} value={value} onValue={onValue} error={error} type={type} autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off'} />;
}

function FormBody({ eventId, def, onSent }: { eventId: number; def: FormDef; onSent: (offline: boolean) => void }) {
  const user = useCurrentUser();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) {
      requireAuth();
      return;
    }
    const found = formErrors(def.fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    try {
      const sent = def.fields.filter((f) => values[f.name]?.trim()).map((f) => ({ name: f.name, value: (values[f.name] ?? '').trim() }));
      const saved = await queueMutation(ownerOf(user), 'event-form-send', { event_id: eventId, client_key: crypto.randomUUID(), values: sent });
      if (saved) {
        setValues({});
        onSent(!navigator.onLine);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="event-form" noValidate onSubmit={(e) => void submit(e)}>
      {def.fields.map((f) => (
        <Field key={f.name} field={f} value={values[f.name] ?? ''} error={errors[f.name]} onValue={(v) => setValues((s) => ({ ...s, [f.name]: v }))} />
      ))}
      <button type="submit" className="button button--primary" disabled={sending}>{def.btn || DEFAULT_BUTTON}</button>
    </form>
  );
}

export function EventRegistration({ eventId, def, state }: { eventId: number; def: FormDef; state: EventState }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<'online' | 'offline' | null>(null);
  if (state === 'cancelled') return null;
  if (state === 'finished') return <p className="event-form__closed" role="status">{CLOSED}</p>;
  const sent = (offline: boolean) => {
    setOpen(false);
    setDone(offline ? 'offline' : 'online');
  };
  const notice = done && (
    <p className="event-form__success" role="status">
      {SUCCESS}
      {done === 'offline' && <span className="event-form__hint">Нет подключения: заявка уйдёт, когда появится сеть.</span>}
    </p>
  );
  if (def.type === 'inline') {
    return (
      <section className="event-form__inline" aria-labelledby="event-form-title">
        <h2 id="event-form-title" className="block__title">{def.title || MODAL_TITLE}</h2>
        {notice}
        <FormBody eventId={eventId} def={def} onSent={sent} />
      </section>
    );
  }
  return (
    <section className="event-form__launch">
      {notice}
      <button type="button" className="button button--primary button--large" onClick={() => (user ? setOpen(true) : requireAuth())}>{def.btn || DEFAULT_BUTTON}</button>
      {open && (
        <div onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <PopupFrame title={MODAL_TITLE} contentKey="event-form" onClose={() => setOpen(false)} onOutside={() => setOpen(false)}>
            <FormBody eventId={eventId} def={def} onSent={sent} />
          </PopupFrame>
        </div>
      )}
    </section>
  );
}
