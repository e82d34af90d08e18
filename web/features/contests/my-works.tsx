// The author's own works in one contest with their status (spec section 4: pupil status_id).
import { WorkPlayer } from './work-video.tsx';
import { useEffect, useState } from 'react';
import { MODERATION_HINT, WORK_STATUS_LABELS } from '../../../sync/rules/contests.ts';
import { fetchMyWorks, type Work } from './contests-api.ts';

export function MyWorks({ contestId }: { contestId: number }) {
  const [works, setWorks] = useState<Work[] | null>([]);
  useEffect(() => {
    void fetchMyWorks().then(setWorks);
  }, [contestId]);
  if (works === null) return <p role="alert">Не удалось загрузить твои работы.</p>;
  const mine = works.filter((w) => w.contestId === contestId);
  if (mine.length === 0) return null;
  return (
    <>
      <h3>Мои работы</h3>
      <ul className="contest-works">
        {mine.map((w) => (
          <li key={w.id}>
            <strong>{w.name}</strong>
            <p>
              {WORK_STATUS_LABELS[w.statusId]}
              {w.statusId === 1 ? `. ${MODERATION_HINT}` : ''}
            </p>
            {w.statusId === 2 && w.cancelText && <p>Причина: {w.cancelText}</p>}
            {w.video && w.statusId === 3 && (
              <WorkPlayer video={w.video} label={`Видео: ${w.name}`} className="contest-works__video" />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
