// The video field's state line: checking, refused (the spec's message, and what is accepted when the
// type is wrong), loading with percent, waiting for the server (a countdown), an upload left
// unfinished by a reload ('Продолжить загрузку'), attached, or an error with 'Повторить'; offline,
// that the work can be kept on the device. Announced to screen readers.
import { isFormatRefusal, VIDEO_FORMATS_TEXT } from '../../../sync/rules/video/video-check.ts';
import { serverWaitMessage } from '../../lib/work-uploads/server-probe.ts';
import type { UploadState } from './use-work-upload.ts';

interface UploadStatusProps {
  state: UploadState;
  onRetry: () => void;
  onResume: () => void;
}

export function UploadStatus({ state, onRetry, onResume }: UploadStatusProps) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'refused')
    return (
      <p className="field__error" role="alert">
        {state.message}
        {isFormatRefusal(state.message) && `. Подходят видео ${VIDEO_FORMATS_TEXT}`}
      </p>
    );
  const retry = (
    <button type="button" className="button button--secondary" onClick={onRetry}>
      Повторить
    </button>
  );
  return (
    <div className="upload-state" aria-live="polite">
      {state.phase === 'checking' && <p>Проверяем видео…</p>}
      {state.phase === 'unfinished' && (
        <>
          <p>Загрузка видео «{state.fileName}» не закончилась. Видео сохранено на устройстве.</p>
          <button type="button" className="button button--secondary" onClick={onResume}>
            Продолжить загрузку
          </button>
        </>
      )}
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
      {state.phase === 'server-wait' && (
        <>
          <p>
            {serverWaitMessage(state.seconds)} ({state.percent}%)
          </p>
          <progress className="upload-progress" max={100} value={state.percent} aria-label="Загрузка видео" />
          {retry}
        </>
      )}
      {state.phase === 'attached' && <p>Видео загружено</p>}
      {state.phase === 'error' && (
        <>
          <p role="alert">
            {state.message} ({state.percent}%)
          </p>
          {retry}
        </>
      )}
    </div>
  );
}
