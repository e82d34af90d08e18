// Pagination of the all-works popup: shown only when the total exceeds one page (spec section 9).
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { paginationItems } from './pagination-pages.ts';

export function WorksPagination({ page, count, onPage }: { page: number; count: number; onPage: (p: number) => void }) {
  if (count <= 1) return null;
  return (
    <nav className="works-pagination" aria-label="Страницы работ">
      <button
        type="button"
        className="icon-button"
        aria-label="Предыдущая страница"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon />
      </button>
      {paginationItems(page, count).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="works-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.index}
            type="button"
            className={`works-pagination__page${item.index === page ? ' works-pagination__page--current' : ''}`}
            aria-label={`Страница ${item.index + 1}`}
            aria-current={item.index === page ? 'page' : undefined}
            onClick={() => onPage(item.index)}
          >
            {item.index + 1}
          </button>
        ),
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Следующая страница"
        disabled={page >= count - 1}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
