// The settings view of the panel: one switch per group (the spec's type_1…type_5), saved 300 ms
// after the last toggle as an offline action, and the Web Push switch for this device.
import { useEffect, useRef, useState } from 'react';
import {
  defaultNotificationSettings,
  NOTIFICATION_GROUPS,
  NOTIFICATION_SETTINGS_DEBOUNCE_MS,
} from '../../../sync/rules/notifications.ts';
import { queueMutation } from '../../lib/sync-client.ts';
import { pushState, subscribePush, unsubscribePush } from './push-subscription.ts';

interface Props {
  owner: string;
  settings: Record<string, boolean> | null;
  online: boolean;
}

function PushSwitch({ online }: { online: boolean }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    pushState()
      .then((s) => live && setOn(s))
      .catch(() => live && setOn(null));
    return () => {
      live = false;
    };
  }, []);
  if (on === null) return null;
  const toggle = async () => {
    setNote(null);
    if (!online) return setNote('Включить или выключить можно только при подключении к сети.');
    try {
      if (on) {
        await unsubscribePush();
        setOn(false);
      } else if ((await subscribePush()) === 'on') setOn(true);
      else setNote('Браузер не разрешил уведомления. Разреши их в настройках сайта.');
    } catch {
      setNote('Не удалось изменить. Попробуй ещё раз');
    }
  };
  return (
    <div className="notice-settings__push">
      <label className="switch">
        <input type="checkbox" role="switch" checked={on} onChange={() => void toggle()} />
        <span className="switch__label">Присылать уведомления на это устройство</span>
      </label>
      {note && (
        <p className="notice__error" role="alert">
          {note}
        </p>
      )}
    </div>
  );
}

export function NotificationSettings({ owner, settings, online }: Props) {
  const [draft, setDraft] = useState<Record<string, boolean>>(settings ?? defaultNotificationSettings());
  const timer = useRef<number | null>(null);
  const latest = useRef(draft);
  useEffect(() => {
    // A newer server or device value shows unless the user is mid-change.
    if (settings && timer.current === null) setDraft(settings);
  }, [settings]);
  useEffect(
    () => () => {
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        void queueMutation(owner, 'notification-settings-set', { settings: latest.current });
      }
    },
    [owner],
  );
  const toggle = (key: string) => {
    const next = { ...latest.current, [key]: !(latest.current[key] ?? true) };
    latest.current = next;
    setDraft(next);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      void queueMutation(owner, 'notification-settings-set', { settings: latest.current });
    }, NOTIFICATION_SETTINGS_DEBOUNCE_MS);
  };
  return (
    <div className="notice-settings">
      <p className="notice-settings__hint">Что присылать. Изменения сохраняются сами.</p>
      <ul className="notice-settings__list">
        {NOTIFICATION_GROUPS.map((g) => (
          <li key={g.id}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={draft[`type_${g.id}`] !== false}
                onChange={() => toggle(`type_${g.id}`)}
              />
              <span className="switch__label">
                {g.label}
                <span className="switch__hint">{g.hint}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <PushSwitch online={online} />
    </div>
  );
}
