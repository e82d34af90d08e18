// 'Скачать курс' on the course page: downloads every step with its media, then shows the space
// used and 'Удалить с устройства'.
import './course-download.css';
import { useState } from 'react';
import { DownloadIcon } from '../../../components/ui/icons.tsx';
import { readDownload } from '../learning-store.ts';
import { ownerOf, useCurrentUser } from '../../../lib/session.ts';
import { formatBytes } from '../../../lib/format.ts';
import { downloadCourse, removeDownload, type DownloadProgress } from './download-store.ts';
import { useDeviceQuery } from '../../../lib/device-query.ts';

export function CourseDownloadButton({ courseId }: { courseId: number }) {
  const user = useCurrentUser();
  const held = useDeviceQuery(() => readDownload(courseId), [courseId]);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      await downloadCourse(courseId, user ? ownerOf(user) : null, setProgress);
    } catch (e) {
      setError(
        e instanceof DOMException && e.name === 'QuotaExceededError'
          ? 'Недостаточно места на устройстве, чтобы скачать курс'
          : 'Не удалось скачать курс. Проверь подключение к интернету и попробуй ещё раз',
      );
    }
    setProgress(null);
  }

  if (held === undefined) return null;
  return (
    <div className="course-download" aria-live="polite">
      {held && !progress ? (
        <>
          <p className="course-download__done">Курс скачан на устройство · занимает {formatBytes(held.bytes)}</p>
          <button type="button" className="button button--secondary" onClick={() => void removeDownload(courseId)}>
            Удалить с устройства
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--secondary course-download__button"
          onClick={() => void start()}
          disabled={progress !== null}
        >
          <DownloadIcon />
          {progress
            ? progress.total
              ? `Скачиваем… ${progress.done} из ${progress.total}`
              : 'Скачиваем…'
            : 'Скачать курс'}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
