// The all-works popup (spec section 2): 'Все работы', the nomination select (default label
// 'Номинация'), 9 work cards a page, pagination when there are more than 9, and for guests the
// participation banner. Pages already seen read offline.
import { useState } from 'react';
import { SelectField } from '../../../components/ui/text-field.tsx';
import { requireAuth } from '../../../lib/auth-modal.ts';
import { WORKS_PAGE_SIZE } from '../../../../sync/rules/contests.ts';
import { ContestPopup } from '../contest-popup.tsx';
import { useVideoPage } from './use-special.ts';
import { WorkCard } from './work-card.tsx';
import { WorksPagination } from './works-pagination.tsx';

export function AllWorksPopup({
  nominations,
  guest,
  onClose,
}: {
  nominations: { id: number; name: string }[];
  guest: boolean;
  onClose: () => void;
}) {
  const [nomination, setNomination] = useState('');
  const [page, setPage] = useState(0);
  const nominationId = nomination ? Number(nomination) : undefined;
  const { stored, network } = useVideoPage(nominationId, page);
  const total = stored?.total ?? 0;
  return (
    <ContestPopup title="Все работы" onClose={onClose} variant="wide">
      <div className="all-works">
        <div className="all-works__filter">
          <SelectField
            label="Номинация"
            value={nomination}
            onValue={(v) => {
              setNomination(v);
              setPage(0);
            }}
            options={nominations}
            placeholder="Номинация"
          />
        </div>
        {stored == null && network === 'loading' && <div className="work-grid work-grid--loading" aria-busy="true" />}
        {stored === null && network === 'offline' && (
          <p role="status">Нет подключения. Эта страница работ ещё не сохранена на устройстве.</p>
        )}
        {stored === null && network === 'error' && <p role="alert">Не удалось загрузить работы.</p>}
        {stored && stored.list.length === 0 && <p>В этой номинации пока нет опубликованных работ.</p>}
        {stored && stored.list.length > 0 && (
          <ul className="work-grid" aria-label="Работы">
            {stored.list.map((w) => (
              <li key={w.id}>
                <WorkCard work={w} onOpen={onClose} />
              </li>
            ))}
          </ul>
        )}
        {total > WORKS_PAGE_SIZE && (
          <WorksPagination page={page} count={Math.ceil(total / WORKS_PAGE_SIZE)} onPage={setPage} />
        )}
        {guest && (
          <aside className="participation-banner">
            <p>Хочешь, чтобы здесь была и твоя работа? Зарегистрируйся и участвуй в конкурсе.</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onClose();
                requireAuth();
              }}
            >
              Участвовать
            </button>
          </aside>
        )}
      </div>
    </ContestPopup>
  );
}
