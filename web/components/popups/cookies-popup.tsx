// The cookie notice: shown until accepted, closed only by its own button (not Escape,
// not an outside click). Acceptance is remembered in localStorage.cookiesAccepted.
import { useId, useState } from 'react';

const KEY = 'cookiesAccepted';

function accepted(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function CookiesPopup() {
  const [open, setOpen] = useState(() => !accepted());
  const titleId = useId();
  if (!open) return null;
  const accept = () => {
    try {
      localStorage.setItem(KEY, 'true');
    } catch {
      // private mode: the notice simply shows again next time
    }
    setOpen(false);
  };
  return (
    <div className="cookies" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId} className="cookies__title">
        Мы используем cookies
      </h2>
      <p className="cookies__text">
        Они помогают сайту работать и запоминать твои настройки. Оставаясь на сайте, ты соглашаешься с{' '}
        <a href="/policy" target="_blank" rel="noopener">
          политикой конфиденциальности
        </a>
        .
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        Принять
      </button>
    </div>
  );
}
