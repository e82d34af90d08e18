// Page links for paged lists (news, events): previous, numbers around the current one with a
// range of 2 and 1 margin page, next. Shown only when the total exceeds one page.
import './content-card.css';
import { Link } from '@tanstack/react-router';

function pagesToShow(current: number, count: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= count; p += 1) {
    if (p === 1 || p === count || Math.abs(p - current) <= 2) out.push(p);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

/** `to` is the list route; other search params are kept, `page` is replaced. */
export function Pager({ to, page, total, pageSize }: { to: string; page: number; total: number; pageSize: number }) {
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  const link = (p: number, label: string, rel?: string) => (
    <Link
      to={to}
      search={(prev: Record<string, unknown>) => ({ ...prev, page: p === 1 ? undefined : p })}
      className="pager__link"
      rel={rel}
      aria-label={label}
    >
      {rel === 'prev' ? '‹' : rel === 'next' ? '›' : p}
    </Link>
  );
  return (
    <nav className="pager" aria-label="Страницы">
      {page > 1 && link(page - 1, 'Предыдущая страница', 'prev')}
      {pagesToShow(page, count).map((p, i) =>
        p === 'gap' ? (
          <span key={`g${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} className="pager__link pager__link--current" aria-current="page">
            {p}
          </span>
        ) : (
          <span key={p}>{link(p, `Страница ${p}`)}</span>
        ),
      )}
      {page < count && link(page + 1, 'Следующая страница', 'next')}
    </nav>
  );
}
