// /contests: every contest as a card with its status label; finished contests greyed and last.
import './contests.css';
import { useCallback, useEffect, useState } from 'react';
import { ContentCard, ContentCardSkeleton } from '../../components/content-card.tsx';
import { ContestStatus } from './contest-status.tsx';
import { fetchContests, type ContestCard } from './contests-api.ts';

export function ContestsScreen() {
  const [items, setItems] = useState<ContestCard[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const load = useCallback((offset: number) => {
    setStatus('loading');
    fetchContests(offset).then(
      (page) => {
        setItems((prev) => (offset === 0 ? page.list : [...prev, ...page.list]));
        setTotal(page.total);
        setStatus('ready');
      },
      () => setStatus('error'),
    );
  }, []);
  useEffect(() => load(0), [load]);
  return <ContestsView items={items} total={total} status={status} load={load} />;
}

interface ContestsViewProps {
  items: ContestCard[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  /** Loads from `offset` (retry and 'Показать ещё'). */
  load: (offset: number) => void;
}

/** The list as drawn, also by the server's first screen (web/ssr/list-pages.tsx). */
export function ContestsView({ items, total, status, load }: ContestsViewProps) {
  return (
    <div className="container page contests">
      <h1>Конкурсы</h1>
      {status === 'error' && (
        <div className="inline-state" role="alert">
          <p>Не удалось загрузить конкурсы. Проверь подключение к интернету.</p>
          <button type="button" className="button button--secondary" onClick={() => load(items.length)}>
            Повторить
          </button>
        </div>
      )}
      {status === 'loading' && items.length === 0 ? (
        <ul className="card-grid" aria-label="Загружаем конкурсы">
          {[1, 2, 3].map((i) => (
            <li key={i}>
              <ContentCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="card-grid">
          {items.map((c) => (
            <li key={c.id} className={`contest-card${c.isFinish ? ' contest-card--finished' : ''}`}>
              <ContestStatus contest={c} />
              <ContentCard card={c} />
            </li>
          ))}
        </ul>
      )}
      {items.length < total && status !== 'error' && (
        <div className="more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => load(items.length)}
            disabled={status === 'loading'}
          >
            Показать ещё
          </button>
        </div>
      )}
    </div>
  );
}
