// The video field's state line: checking, refused (the spec's message), loading with percent,
// attached, or an error with 'Повторить'; offline, that the work can be kept on the device. Announced to screen readers.
import type { UploadState } from './use-work-upload.ts';

export function UploadStatus({ state, onRetry }: { state: UploadState; onRetry: () => void }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'refused')
    return (
      <p className="field__error" role="alert">
        {state.message}
      </p>
    );
  return (
    <div className="upload-state" aria-live="polite">
      {state.phase === 'checking' && <p>Проверяем видео…</p>}
      {state.phase === 'offline' && (
        <p>
          Видео подходит. Нет подключения: отправь работу, она сохранится на устройстве и уйдёт, когда сеть появится
        </p>
      )}
      {state.phase === 'uploading' && (
        <>
          <p>Загружаем видео: {state.percent}%</p>
          <progress className="upload-progress" max={100} value={state.percent} aria-label="Загрузка видео" />
        </>
      )}
      {state.phase === 'attached' && <p>Видео загружено</p>}
      {state.phase === 'error' && (
        <>
          <p role="alert">
            {state.message} ({state.percent}%)
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            Повторить
          </button>
        </>
      )}
    </div>
  );
}
