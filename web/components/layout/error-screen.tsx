// The error screen of the spec: 'Ошибка {code}', a message per status, 'На главную'.
// Used for unknown routes, unknown static pages and failed screens.
import { Link } from '@tanstack/react-router';

function errorMessage(code: number): string {
  if (code === 404) return 'Ой! Мы не смогли найти эту страницу или она не существует';
  if (code === 403) return 'Доступ запрещен';
  return 'Что-то пошло не так';
}

export function ErrorScreen({ code }: { code: number }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="error-title" className="error-screen__title">
        Ошибка {code}
      </h1>
      <p className="error-screen__text">{errorMessage(code)}</p>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </section>
  );
}

/** A screen that could not load because the device is offline and has no saved copy. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="error-screen" aria-labelledby="offline-title">
      <h1 id="offline-title" className="error-screen__title">
        Нет подключения
      </h1>
      <p className="error-screen__text">
        Эта страница ещё не сохранена на устройстве. Проверь интернет и попробуй снова.
      </p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Повторить
        </button>
        <Link to="/" className="button button--secondary">
          На главную
        </Link>
      </div>
    </section>
  );
}
