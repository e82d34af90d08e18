// The card grid of one query with skeletons, 'Показать ещё', and the empty and offline
// states. Rendered from the device copy, so an opened query shows with no network.
import { ContentCard, ContentCardSkeleton, type ContentCardData } from '../../components/content-card.tsx';
import { formatCount, formatCountAbove } from '../../lib/format.ts';
import type { CatalogSearch } from './catalog-search.ts';
import { useCatalog } from './use-catalog.ts';

const MATERIAL_FORMS = ['материал', 'материала', 'материалов'] as const;

function Skeletons({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ContentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * The count and the cards: what the server's first screen draws too (web/ssr), so the two match. A capped
 * total (the server counts up to 1 000, or a lower bound under a tag or topic filter) reads 'более 1 000
 * материалов', 'более 21 материала'.
 */
export function CatalogList({ cards, total, capped }: { cards: ContentCardData[]; total: number; capped: boolean }) {
  return (
    <>
      <p className="catalog__count" aria-live="polite">
        {capped ? formatCountAbove(total, MATERIAL_FORMS) : formatCount(total, MATERIAL_FORMS)}
      </p>
      <ul className="card-grid">
        {cards.map((card, i) => (
          <li key={card.id}>
            <ContentCard card={card} headingLevel={2} position={i} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function CatalogResults({ search, onReset }: { search: CatalogSearch; onReset: () => void }) {
  const { stored, network, pagesWanted, loadMore } = useCatalog(search);
  const waiting = !stored || (stored.pagesStored === 0 && network === 'loading');
  if (waiting)
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Загружаем материалы…
        </span>
        <Skeletons count={6} />
      </div>
    );

  const offline = network === 'offline' || network === 'error';
  if (stored.pagesStored === 0) {
    return (
      <div className="inline-state inline-state--center" role="status">
        <p>
          {network === 'offline'
            ? 'Нет подключения. Эта подборка ещё не открывалась на устройстве — она появится, когда сеть вернётся.'
            : 'Не удалось загрузить каталог. Попробуй ещё раз чуть позже.'}
        </p>
      </div>
    );
  }
  if (stored.total === 0 || stored.cards.length === 0) {
    return (
      <div className="inline-state inline-state--center" role="status">
        <p>Ничего не нашлось. Попробуй изменить запрос или фильтры.</p>
        <button type="button" className="button button--secondary" onClick={onReset}>
          Сбросить фильтры
        </button>
      </div>
    );
  }
  // Past a capped total the list goes page by page: there is a next page while the last one came back full.
  const more = stored.totalCapped ? stored.lastPageFull : stored.cards.length < stored.total;
  const loadingMore = network === 'loading' && stored.pagesStored < pagesWanted;
  return (
    <>
      {offline && (
        <p className="catalog__notice" role="status">
          Показаны материалы, сохранённые на этом устройстве. Остальные откроются, когда появится сеть.
        </p>
      )}
      <CatalogList cards={stored.cards} total={stored.total} capped={stored.totalCapped} />
      {loadingMore && <Skeletons count={3} />}
      {more && !loadingMore && stored.pagesStored === pagesWanted && (
        <div className="more">
          <button type="button" className="button button--secondary" onClick={loadMore}>
            Показать ещё
          </button>
        </div>
      )}
      {more && !loadingMore && stored.pagesStored < pagesWanted && offline && (
        <p className="catalog__notice">Следующие материалы загрузятся, когда появится сеть.</p>
      )}
    </>
  );
}
