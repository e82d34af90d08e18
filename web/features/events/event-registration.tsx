// The event registration form, inline or behind a button that opens the 'Заполните форму'
// modal (default button 'Присоединиться'). Sent through the outbox ('event-form-send' with a
// client key), so a form filled offline goes once when the network returns. Guests are asked
// to sign in; after the end registration is closed. Used by the event page and by a form
// block in an event's content.
import { useState } from 'react';
import { requireAuth } from '../../lib/auth-modal.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { DynamicForm, FormFrame, type SentValues } from '../../components/event-registration/dynamic-form.tsx';
import type { WidgetProps } from '../../components/feature-widgets.tsx';
import { isOffline } from '../../lib/reachability.ts';

const SUCCESS = 'Заявка успешно отправлена';
const CLOSED = 'Мероприятие завершено, регистрация закрыта';

/** A signed-in pupil's name and phone (or e-mail) are filled in for them (issue 42); they may change them. */
function prefillOf(user: ReturnType<typeof useCurrentUser>) {
  if (!user) return undefined;
  const login = user.login;
  return {
    name: [user.name, user.lastName].filter(Boolean).join(' '),
    ...(login.includes('@') ? { email: login } : /^\d{11}$/.test(login) ? { phone: `+${login}` } : {}),
  };
}

export function EventRegistration({ eventId, def, state, titleOnButton }: WidgetProps['EventRegistration']) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<'online' | 'offline' | null>(null);
  if (state === 'cancelled') return null;
  if (state === 'finished')
    return (
      <p className="event-form__closed" role="status">
        {CLOSED}
      </p>
    );
  const send = async (values: SentValues) => {
    if (!user) return false;
    const saved = await queueMutation(ownerOf(user), 'event-form-send', {
      event_id: eventId,
      client_key: crypto.randomUUID(),
      values,
    });
    if (saved) {
      setOpen(false);
      setDone(!isOffline() ? 'online' : 'offline');
    }
    return saved;
  };
  const canSend = () => {
    if (!user) requireAuth();
    return Boolean(user);
  };
  const notice = done && (
    <p className="event-form__success" role="status">
      {SUCCESS}
      {done === 'offline' && (
        <span className="event-form__hint">Нет подключения: заявка уйдёт, когда появится сеть.</span>
      )}
    </p>
  );
  return (
    <FormFrame
      def={def}
      notice={notice}
      open={open}
      onOpen={() => (user ? setOpen(true) : requireAuth())}
      onClose={() => setOpen(false)}
      titleOnButton={titleOnButton}
    >
      <DynamicForm key={user?.id ?? 0} def={def} onSend={send} canSend={canSend} prefill={prefillOf(user)} />
    </FormFrame>
  );
}
