// The catalogue's device copy: each fetched page of a query is a `pages` row listing card
// keys, each card a `cards` row. Screens read from here (live), and from the network's pages
// until the device store opens; the network writes here. Never stores anything but public
// catalogue data.
import * as v from 'valibot';
import { apiFetch } from '../../lib/api-client.ts';
import { checkedRow } from '../../lib/checked-row.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { keepRowsOnDevice, type RowPuts } from '../../lib/device-replays.ts';
import type { LocalDb } from '../../lib/local-db.ts';
import type { ContentCardData } from '../../components/content-card.tsx';
import { CATALOG_PAGE_SIZE, catalogApiQuery, catalogQueryKey, type CatalogSearch } from './catalog-search.ts';

const cardKey = (id: number) => `post:${id}`;
const pageKey = (queryKey: string, page: number) => `catalog:${queryKey}:${page}`;

export interface CatalogPage {
  cards: ContentCardData[];
  total: number;
  /** A lower bound (1 000 past the cap, or less under a tag or topic filter): shown as 'более N', paged while pages are full. */
  totalCapped: boolean;
}

/** The materials' answer says whether its total is capped; the other kinds' lists (courses, quizzes) never are. */
const cappedOf = (body: ApiResponse<'/catalog'>) => 'totalCapped' in body && body.totalCapped === true;

/**
 * Fetches one page of the query, which the device keeps once its store is open; throws ApiError
 * when offline or failing.
 */
export async function fetchCatalogPage(
  search: CatalogSearch,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const body = await apiFetch<ApiResponse<'/catalog'>>('/catalog', { query: catalogApiQuery(search, page), signal });
  keepRowsOnDevice(catalogPageRows(search, page, body)).catch((e: unknown) => console.error(e));
  return { cards: body.list, total: body.total, totalCapped: cappedOf(body) };
}

function catalogPageRows(search: CatalogSearch, page: number, body: ApiResponse<'/catalog'>): RowPuts {
  const savedAt = Date.now();
  return {
    cards: body.list.map((card) => ({
      key: cardKey(card.id),
      type: 'post',
      id: card.id,
      slug: card.slug,
      data: card,
      savedAt,
    })),
    pages: [
      {
        key: pageKey(catalogQueryKey(search), page),
        items: body.list.map((c) => cardKey(c.id)),
        total: body.total,
        totalCapped: cappedOf(body),
        savedAt,
      },
    ],
  };
}

export interface StoredCatalog {
  cards: ContentCardData[];
  total: number;
  totalCapped: boolean;
  /** The last stored page came back full: with a capped total, the only sign that more follow. */
  lastPageFull: boolean;
  /** How many of the wanted pages are on the device (a prefix: 0..n-1). */
  pagesStored: number;
}

/** What a catalogue card needs of a stored card. */
const storedCard = v.object({ id: v.number(), href: v.string(), title: v.string() });
const isCard = (value: unknown): value is ContentCardData => checkedRow<ContentCardData>(storedCard, value) !== null;

/** Reads the first `pages` pages of a query from the device. */
export async function readCatalog(db: LocalDb, queryKey: string, pages: number): Promise<StoredCatalog> {
  const rows = await db.pages.bulkGet(Array.from({ length: pages }, (_, i) => pageKey(queryKey, i)));
  const stored = [];
  for (const row of rows) {
    if (!row) break;
    stored.push(row);
  }
  const keys = stored.flatMap((r) => r.items.filter((k): k is string => typeof k === 'string'));
  const cards = (await db.cards.bulkGet(keys)).map((row) => row?.data).filter(isCard);
  return {
    cards,
    total: stored[0]?.total ?? 0,
    totalCapped: stored[0]?.totalCapped ?? false,
    lastPageFull: (stored.at(-1)?.items.length ?? 0) >= CATALOG_PAGE_SIZE,
    pagesStored: stored.length,
  };
}
