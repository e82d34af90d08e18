// /profile/history: what the user opened (materials, news, events), newest first, 30 at most.
// Read from the device (offline too); for a signed-in user the server's list (GET /history,
// filled by the 'history-add' mutation from every device) is merged in when online.
import './history.css';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { formatRelative } from '../../lib/format.ts';
import { historyPrefix } from '../../../sync/mutations/history-client.ts';
import { HISTORY_TYPES } from '../../../sync/mutations/history.ts';
import type { HistoryRow } from '../../lib/local-db.ts';
import { writeKeptVisits } from '../../lib/history-visits.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { mergeServerAnswer } from '../../lib/sync-client.ts';
import { useDeviceNow, useDeviceQuery } from '../../lib/device-query.ts';

const TYPE_LABELS: Record<string, string> = { post: 'Материал', news: 'Новость', event: 'Мероприятие' };

// A kind the history section does not list (none today) would make the whole answer refused.
const isHistoryType = (code: string) => (HISTORY_TYPES as readonly string[]).includes(code);

function slugOf(row: HistoryRow): string {
  return 'slug' in row && typeof row.slug === 'string' ? row.slug : String(row.id);
}

function ItemLink({ row }: { row: HistoryRow }) {
  const slug = slugOf(row);
  if (row.typeCode === 'news')
    return (
      <Link to="/news/$id" params={{ id: slug }}>
        {row.title}
      </Link>
    );
  if (row.typeCode === 'event')
    return (
      <Link to="/event/$id" params={{ id: slug }}>
        {row.title}
      </Link>
    );
  return (
    <Link to="/post/$slug" params={{ slug }}>
      {row.title}
    </Link>
  );
}

export function HistoryScreen() {
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const prefix = historyPrefix(owner);
  // Visits a reload kept waiting (web/lib/device-replays.ts) are written now, so this list shows them.
  useEffect(writeKeptVisits, []);
  useDeviceNow();
  const rows = useDeviceQuery(
    async (db) =>
      (await db.history.where('key').startsWith(prefix).toArray())
        .sort((a, b) => b.viewedAt.localeCompare(a.viewedAt))
        .slice(0, 30),
    [prefix],
  );
  useEffect(() => {
    if (!owner) return;
    // The server's list is merged as a pull would be (sync/mutations/history-client.ts): the newer visit stays.
    void apiFetch<ApiResponse<'/history'>>('/history')
      .then((res) =>
        mergeServerAnswer(
          owner,
          'history',
          res.list.flatMap((i) =>
            isHistoryType(i.type.code)
              ? [
                  {
                    type: i.type.code,
                    id: i.id,
                    title: i.title,
                    slug: i.slug ?? null,
                    preview: i.preview ?? null,
                    viewed_at: i.createdAt,
                  },
                ]
              : [],
          ),
        ),
      )
      .catch(() => undefined);
  }, [owner]);
  return (
    <div className="container page history">
      {rows === undefined ? (
        <div className="list-skeleton" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : rows.length === 0 ? (
        <p className="inline-state inline-state--center">
          Здесь пока пусто. Загляни в <Link to="/catalog">каталог</Link>.
        </p>
      ) : (
        <ol className="history__list" aria-label="История просмотров">
          {rows.map((r) => (
            <li key={r.key} className="history__item">
              <span className="history__type">{TYPE_LABELS[r.typeCode] ?? 'Материал'}</span>
              <ItemLink row={r} />
              <time className="history__time" dateTime={r.viewedAt}>
                {formatRelative(r.viewedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
