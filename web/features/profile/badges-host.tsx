// The badges modal, opened by the #badge hash (spec section 2): every badge of the site,
// the signed-in user's earned ones marked. The hash is cleared as it opens.
import './profile.css';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PopupFrame } from '../../components/popups/popup-frame.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { fetchAllBadges, fetchUserBadges, type Badge } from './profile-api.ts';

type Loaded = { all: Badge[]; earned: Set<number> } | 'error' | null;

function BadgesList({ userId }: { userId: number | null }) {
  const [data, setData] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    Promise.all([fetchAllBadges(), userId ? fetchUserBadges(userId) : Promise.resolve([])])
      .then(([all, mine]) => live && setData({ all, earned: new Set(mine.map((b) => b.id)) }))
      .catch(() => live && setData('error'));
    return () => {
      live = false;
    };
  }, [userId]);
  if (data === null)
    return (
      <div className="list-skeleton" aria-busy="true">
        <span />
        <span />
      </div>
    );
  if (data === 'error')
    return <p className="inline-state">Не удалось загрузить значки. Проверь подключение к интернету</p>;
  if (data.all.length === 0) return <p className="inline-state">Значков пока нет</p>;
  return (
    <ul className="badges">
      {data.all.map((b) => {
        const earned = data.earned.has(b.id);
        return (
          <li key={b.id} className={`badges__item${earned ? ' badges__item--earned' : ''}`}>
            {b.image ? (
              <img src={b.image} alt="" width={56} height={56} className="badges__image" />
            ) : (
              <span className="badges__image" aria-hidden="true">
                ★
              </span>
            )}
            <div>
              <p className="badges__name">{b.name}</p>
              <p className="badges__text">{b.description}</p>
              <p className="badges__state">{earned ? 'Получен' : 'Ещё не получен'}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function BadgesHost() {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const href = useRouterState({ select: (s) => s.location.href });
  const user = useCurrentUser();
  useEffect(() => {
    const check = () => {
      if (window.location.hash !== '#badge') return;
      setOpen(true);
      router.history.replace(`${window.location.pathname}${window.location.search}`);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [href, router]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <PopupFrame title="Значки" onClose={() => setOpen(false)} onOutside={() => setOpen(false)} contentKey="badges">
      <BadgesList userId={user?.id ?? null} />
    </PopupFrame>
  );
}
