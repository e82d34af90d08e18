// 'Места жюри': the jury's five places of «Наука за три минуты», chosen from its published works.
// They replace the vote's winners on the contest page; 'Вернуть итоги голосования' clears them.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { ActionOutcome } from './authoring-parts.tsx';
import { staffMessage } from './staff-errors.ts';
import { useStaffLoad } from './use-staff-load.ts';

const PLACES = [1, 2, 3, 4, 5] as const;

export function JuryPlaces() {
  const jury = useStaffLoad(() => apiFetch<ApiResponse<'/staff/contests/winners'>>('/staff/contests/winners'), []);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (jury.data) setPicked(Object.fromEntries(jury.data.places.map((p) => [p.place, String(p.workId ?? '')])));
  }, [jury.data]);
  if (jury.error) return <p role="alert">{jury.error}</p>;
  if (!jury.data) return <p aria-busy="true">Загрузка…</p>;
  const { contest, works } = jury.data;
  if (!contest) return <p className="staff-empty">Конкурс «Наука за три минуты» не опубликован.</p>;
  const send = async (list: { place: number; videoId: number }[]) => {
    setStatus(null);
    setError(null);
    try {
      await apiFetch<ApiResponse<'/staff/contests/winners', 'put'>>('/staff/contests/winners', {
        method: 'PUT',
        body: { list },
      });
      jury.reload();
      setStatus(list.length ? 'Места жюри сохранены' : 'Победители снова по итогам голосования');
    } catch (e) {
      setError(staffMessage(e));
    }
  };
  const list = PLACES.flatMap((place) => (picked[place] ? [{ place, videoId: Number(picked[place]) }] : []));
  return (
    <form className="staff-editor" aria-label="Места жюри" onSubmit={(e) => (e.preventDefault(), void send(list))}>
      <h2 className="staff-card__subtitle">{contest.title}</h2>
      <p className="staff-card__meta">
        Места жюри заменяют итоги голосования на странице конкурса. Выбираются из опубликованных работ.
      </p>
      {PLACES.map((place) => (
        <div key={place} className="field">
          <label className="field__label" htmlFor={`jury-${place}`}>
            {place} место
          </label>
          <select
            id={`jury-${place}`}
            className="field__control"
            value={picked[place] ?? ''}
            onChange={(e) => (setPicked((p) => ({ ...p, [place]: e.target.value })), setStatus(null))}
          >
            <option value="">Не выбрано</option>
            {works.map((w) => (
              <option key={w.id} value={w.id}>
                {`№ ${w.id} · ${w.name} · ${w.author}`}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="staff-editor__actions">
        <button type="submit" className="button button--primary">
          Сохранить места
        </button>
        {jury.data.places.length > 0 && (
          <button type="button" className="button button--quiet" onClick={() => void send([])}>
            Вернуть итоги голосования
          </button>
        )}
      </div>
      <ActionOutcome status={status} error={error} />
    </form>
  );
}
