// 'Доступна новая версия': shown when the service worker has a new build waiting;
// 'Обновить' hands over to it (the page reloads once it controls). Loaded once the page is idle
// (app/shell-extras.tsx): a version that said it was waiting before then is remembered by pwa.ts.
import { useEffect, useState } from 'react';
import { isUpdateWaiting, PWA_UPDATE_EVENT } from '../../app/pwa.ts';
import { applyUpdate } from '../../app/pwa-updates.ts';

export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(isUpdateWaiting);
  useEffect(() => {
    const onUpdate = () => setWaiting(true);
    window.addEventListener(PWA_UPDATE_EVENT, onUpdate);
    // A version that said so between this prompt's first draw and now (a busy phone's gap) is remembered by pwa.ts.
    if (isUpdateWaiting()) setWaiting(true);
    return () => window.removeEventListener(PWA_UPDATE_EVENT, onUpdate);
  }, []);
  if (!waiting) return null;
  return (
    <div className="toast" role="status">
      <p className="toast__text">Доступна новая версия</p>
      <button type="button" className="button button--primary button--small" onClick={applyUpdate}>
        Обновить
      </button>
      <button type="button" className="button button--quiet button--small" onClick={() => setWaiting(false)}>
        Позже
      </button>
    </div>
  );
}
