// The works kept on this device for a contest (chosen offline), with their state: 'Отправится при
// подключении', the upload's percent, 'Отправляем работу', or an error with 'Повторить' / 'Удалить',
// and the space each takes on the device until it is sent.
import { useOnline } from '../../lib/use-online.ts';
import { formatBytes } from '../../lib/format.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import {
  keptBytes,
  retryKeptWork,
  usePendingWorks,
  type PendingWorkRow,
} from '../../lib/work-uploads/pending-works.ts';
import { discardKeptWork } from '../../lib/work-uploads/upload-queue.ts';
import { specialMessage } from './special/special-messages.ts';

export const KEPT_WAITING = 'Отправится при подключении';

function stateText(row: PendingWorkRow, online: boolean): string {
  switch (row.state) {
    case 'waiting':
      return online ? 'Готовим загрузку…' : KEPT_WAITING;
    case 'uploading':
      return online ? `Загружаем видео: ${row.percent}%` : `${KEPT_WAITING} (загружено ${row.percent}%)`;
    case 'failed':
      return row.retryable && !online ? KEPT_WAITING : (row.message ?? 'Не удалось загрузить видео');
    case 'sending':
      return 'Видео загружено, отправляем работу';
    case 'sent':
      return 'Работа отправлена на модерацию';
    case 'rejected':
      return specialMessage({ detail: row.message ?? '' });
  }
}

function KeptWork({ row, online }: { row: PendingWorkRow; online: boolean }) {
  const failed = row.state === 'failed' || row.state === 'rejected';
  return (
    <li className="kept-work">
      <div className="kept-work__head">
        <strong>{row.name}</strong>
        <span className="kept-work__size">{formatBytes(keptBytes(row))}</span>
      </div>
      <p className={failed ? 'field__error' : undefined} role={failed ? 'alert' : undefined}>
        {stateText(row, online)}
      </p>
      {row.state === 'uploading' && online && (
        <progress
          className="upload-progress"
          max={100}
          value={row.percent}
          aria-label={`Загрузка видео «${row.name}»`}
        />
      )}
      {(failed || row.state === 'waiting') && (
        <div className="kept-work__actions">
          {row.state === 'failed' && (
            <button type="button" className="button button--secondary" onClick={() => void retryKeptWork(row.key)}>
              Повторить
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => void discardKeptWork(row)}>
            Удалить
          </button>
        </div>
      )}
    </li>
  );
}

export function KeptWorks({ contestId }: { contestId: number }) {
  const user = useCurrentUser();
  const online = useOnline();
  const rows = usePendingWorks(user ? ownerOf(user) : null, contestId);
  if (rows.length === 0) return null;
  const total = rows.reduce((sum, r) => sum + keptBytes(r), 0);
  return (
    <section className="kept-works" aria-labelledby="kept-works-title">
      <h2 id="kept-works-title" className="kept-works__title">
        Сохранено на устройстве
      </h2>
      {total > 0 && <p className="kept-works__total">Занимает на устройстве: {formatBytes(total)}</p>}
      <ul className="kept-works__list" aria-live="polite">
        {rows.map((r) => (
          <KeptWork key={r.key} row={r} online={online} />
        ))}
      </ul>
    </section>
  );
}
