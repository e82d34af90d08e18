// /search?query=&type=: the query box, tabs by kind with their counts, and the result cards
// (the shared content card). With no network it searches what the device holds.
import './search.css';
import { MoreButton } from '../../components/ui/more-button.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { ContentCard, ContentCardSkeleton } from '../../components/content-card.tsx';
import { formatCount, formatNumber } from '../../lib/format.ts';
import { KIND_LABELS, SEARCH_KINDS, type SearchKind } from './search-kinds.ts';
import { useSearch } from './use-search.ts';

const RESULT_FORMS = ['результат', 'результата', 'результатов'] as const;
const EMPTY_QUERY_TEXT = 'Введи запрос';
const OFFLINE_NOTE = 'Нет подключения: ищем среди сохранённого на устройстве';

function Skeletons() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Ищем…
      </span>
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <ContentCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchResults({
  query,
  kind,
  onKind,
}: {
  query: string;
  kind: SearchKind | undefined;
  onKind: (kind: SearchKind | undefined) => void;
}) {
  const { state, loadMore } = useSearch(query, kind);
  if (state.status === 'loading') return <Skeletons />;
  if (state.status === 'error')
    return (
      <p className="inline-state inline-state--center" role="status">
        Не удалось выполнить поиск. Попробуй ещё раз чуть позже.
      </p>
    );
  const all = SEARCH_KINDS.reduce((n, k) => n + (state.counts[k] ?? 0), 0);
  const device = state.source === 'device';
  return (
    <>
      {device && (
        <p className="search__notice" role="status">
          {OFFLINE_NOTE}
        </p>
      )}
      <div className="chips search__kinds" role="group" aria-label="Что искать">
        <button type="button" className="chip" aria-pressed={!kind} onClick={() => onKind(undefined)}>
          Все{' '}
          <span className="search__kind-count">
            {formatNumber(all)}
            {state.totalCapped && '+'}
          </span>
        </button>
        {SEARCH_KINDS.filter((k) => (state.counts[k] ?? 0) > 0 || k === kind).map((k) => (
          <button key={k} type="button" className="chip" aria-pressed={kind === k} onClick={() => onKind(k)}>
            {KIND_LABELS[k]} <span className="search__kind-count">{state.counts[k] ?? 0}</span>
          </button>
        ))}
      </div>
      {state.results.length === 0 ? (
        <div className="inline-state inline-state--center" role="status">
          <p>По запросу «{query}» ничего не нашлось.</p>
          <p>
            {device
              ? 'На устройстве есть только то, что уже открывалось. Остальное найдётся, когда появится сеть.'
              : 'Проверь написание или попробуй другие слова.'}
          </p>
        </div>
      ) : (
        <>
          <p className="search__count" aria-live="polite">
            {state.totalCapped
              ? `более ${formatNumber(state.total)} ${RESULT_FORMS[2]}`
              : formatCount(state.total, RESULT_FORMS)}
          </p>
          <ul className="card-grid">
            {state.results.map(({ card, kind: k }, i) => (
              <li key={`${k}:${card.id}`}>
                <ContentCard card={card} headingLevel={2} position={i} />
              </li>
            ))}
          </ul>
          {state.loadingMore && <Skeletons />}
          {!device && !state.loadingMore && state.hasMore && <MoreButton onMore={loadMore} />}
        </>
      )}
    </>
  );
}

export function SearchScreen({ query, kind }: { query: string; kind: SearchKind | undefined }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const trimmed = query.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void navigate({ to: '/search', search: { query: text.trim() || undefined, type: kind } });
  };
  const onKind = (k: SearchKind | undefined) =>
    void navigate({ to: '/search', search: { query: trimmed, type: k }, replace: true });
  return (
    <div className="container page search">
      <form className="search__form" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="search-query">
          Поисковый запрос
        </label>
        <input
          id="search-query"
          className="field__control"
          type="search"
          value={text}
          maxLength={200}
          placeholder="Статьи, подкасты, курсы, новости"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          Найти
        </button>
      </form>
      {queryStems(trimmed).length > 0 ? (
        <SearchResults key={`${trimmed}|${kind ?? ''}`} query={trimmed} kind={kind} onKind={onKind} />
      ) : (
        <p className="inline-state inline-state--center" role="status">
          {EMPTY_QUERY_TEXT}
        </p>
      )}
    </div>
  );
}
