// 'Доступна новая версия': shown when the service worker has a new build waiting;
// 'Обновить' hands over to it (the page reloads once it controls).
import { useEffect, useState } from 'react';
import { applyUpdate, PWA_UPDATE_EVENT } from '../../app/pwa.ts';

export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const onUpdate = () => setWaiting(true);
    window.addEventListener(PWA_UPDATE_EVENT, onUpdate);
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
