// 'Конкурсы' (admin, editor): every contest with drafts, the editor (?edit=contest:7, contest:new),
// and the jury's five places of «Наука за три минуты».
import { useState } from 'react';
import { contestStatus } from '../../../sync/rules/contests.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { formatDate } from '../../lib/format.ts';
import { ModeSwitch, StaffList } from './authoring-parts.tsx';
import { ContestEditor } from './contest-editor.tsx';
import { JuryPlaces } from './jury-places.tsx';
import { useStaffLoad } from './use-staff-load.ts';
import { StaffLink } from './staff-nav.tsx';

function parseEdit(edit?: string): number | null | undefined {
  const m = /^contest:(new|\d+)$/.exec(edit ?? '');
  if (!m) return undefined;
  return m[1] === 'new' ? null : Number(m[1]);
}

function ContestList() {
  const list = useStaffLoad(() => apiFetch<ApiResponse<'/staff/contests'>>('/staff/contests'), []);
  return (
    <div>
      <div className="staff-filters">
        <StaffLink search={{ s: 'contests', edit: 'contest:new' }} className="button button--primary button--small">
          Новый конкурс
        </StaffLink>
      </div>
      <StaffList list={list}>
        {(r) => (
          <li key={r.id} className="staff-card">
            <h3 className="staff-card__title">
              <StaffLink search={{ s: 'contests', edit: `contest:${r.id}` }}>{r.title}</StaffLink>
            </h3>
            <p className="staff-card__meta">
              {[
                contestStatus(r.statusId).label,
                r.isPublished ? 'Опубликовано' : 'Черновик',
                `${formatDate(r.startAt)} — ${formatDate(r.endAt)}`,
                `работ: ${r.worksCount}`,
                `участников: ${r.participantsCount}`,
              ].join(' · ')}
            </p>
          </li>
        )}
      </StaffList>
    </div>
  );
}

export function ContestsScreen({ edit }: { edit?: string }) {
  const [jury, setJury] = useState(false);
  const target = parseEdit(edit);
  if (target !== undefined) return <ContestEditor id={target} />;
  return (
    <div>
      <ModeSwitch label="Что редактировать" first="Конкурсы" second="Места жюри" value={jury} onChange={setJury} />
      {jury ? <JuryPlaces /> : <ContestList />}
    </div>
  );
}
