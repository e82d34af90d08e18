// 'Модерация работ': contest works newest first with the time waiting (a warning past 48 hours),
// the video, 'Принять' and 'Отклонить' with a reason; several works can be decided at once.
import { useState } from 'react';
import { formatWhen, hoursText } from './staff-format.ts';
import { staffApi, type QueueWork } from './staff-api.ts';
import { runAction, useStaffLoad } from './use-staff-load.ts';

const STATUSES = [
  { id: 1, label: 'На модерации' },
  { id: 2, label: 'Отклонённые' },
  { id: 3, label: 'Опубликованные' },
];

function RejectForm({ onReject, label }: { onReject: (reason: string) => void; label: string }) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="staff-inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) onReject(reason.trim());
      }}
    >
      <label className="field">
        <span className="field__label">Причина отклонения</span>
        <textarea
          className="field__control"
          value={reason}
          required
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--accent button--small" disabled={!reason.trim()}>
        {label}
      </button>
    </form>
  );
}

function WorkCard({
  work,
  selected,
  onSelect,
  onDone,
}: {
  work: QueueWork;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDone: () => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => setError(await runAction(action, onDone));
  return (
    <li className="staff-card">
      <div className="staff-card__head">
        {work.statusId === 1 && (
          <input
            type="checkbox"
            className="staff-card__check"
            checked={selected}
            aria-label={`Выбрать работу «${work.name}»`}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
        <h2 className="staff-card__title">{work.name}</h2>
        {work.overdue && <span className="staff-badge staff-badge--warning">Ждёт дольше 48 часов</span>}
      </div>
      <p className="staff-card__meta">
        {work.contest.title} · {work.nominationName ?? 'без номинации'} · {work.user.name || 'Без имени'}
      </p>
      <p className="staff-card__meta">
        Отправлена {formatWhen(work.createdAt)}
        {work.statusId === 1 && ` · ждёт ${hoursText(work.waitingHours)}`}
      </p>
      {work.video ? (
        <video
          className="staff-card__video"
          controls
          preload="none"
          src={work.video.url}
          poster={work.video.poster ?? undefined}
          aria-label={work.name}
        />
      ) : (
        <p className="staff-card__meta">Видео не загружено</p>
      )}
      <p className="staff-card__text">{work.description}</p>
      {work.cancelText && <p className="staff-card__reason">Причина отклонения: {work.cancelText}</p>}
      {work.statusId === 1 && (
        <div className="staff-card__actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => act(() => staffApi.accept(work.id))}
          >
            Принять
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setRejecting((r) => !r)}
            aria-expanded={rejecting}
          >
            Отклонить
          </button>
        </div>
      )}
      {rejecting && (
        <RejectForm label="Отклонить работу" onReject={(reason) => act(() => staffApi.reject(work.id, reason))} />
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function QueueScreen() {
  const [status, setStatus] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [batchReject, setBatchReject] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const page = useStaffLoad(() => staffApi.queue(status), [status]);
  const done = () => {
    setSelected(new Set());
    setBatchReject(false);
    page.reload();
  };
  const batch = async (statusId: 2 | 3, reason?: string) =>
    setError(await runAction(() => staffApi.batch([...selected], statusId, reason), done));
  return (
    <div>
      <div className="staff-filters">
        <label className="field">
          <span className="field__label">Статус</span>
          <select
            className="field__control"
            value={status}
            onChange={(e) => (setStatus(Number(e.target.value)), setSelected(new Set()))}
          >
            {STATUSES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {page.data && <p className="staff-count">Всего: {page.data.total}</p>}
      </div>
      {selected.size > 0 && (
        <div className="staff-batch" role="region" aria-label="Действия с выбранными">
          <span>Выбрано: {selected.size}</span>
          <button type="button" className="button button--primary button--small" onClick={() => batch(3)}>
            Принять выбранные
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setBatchReject((r) => !r)}
          >
            Отклонить выбранные
          </button>
          {batchReject && <RejectForm label="Отклонить выбранные работы" onReject={(reason) => batch(2, reason)} />}
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      {page.error && <p role="alert">{page.error}</p>}
      {page.data && page.data.list.length === 0 && <p className="staff-empty">Работ нет.</p>}
      <ul className="staff-list">
        {page.data?.list.map((w) => (
          <WorkCard
            key={w.id}
            work={w}
            selected={selected.has(w.id)}
            onSelect={(on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(w.id);
                else next.delete(w.id);
                return next;
              })
            }
            onDone={done}
          />
        ))}
      </ul>
    </div>
  );
}
