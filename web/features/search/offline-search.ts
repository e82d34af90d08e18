// Search over what this device holds (Dexie `cards`: catalogue cards and opened materials)
// with the server's Russian stemming (sync/rules/search-text.ts), for use with no network.
import { blockText, queryStems, stemScore } from '../../../sync/rules/search-text.ts';
import type { ContentCardData } from '../../components/content-card.tsx';
import { localDb } from '../../lib/local-db.ts';
import { kindOfHref, type SearchKind } from './search-kinds.ts';

export interface FoundCard {
  card: ContentCardData;
  kind: SearchKind;
}

const OFFLINE_LIMIT = 60;

function asCard(value: unknown): ContentCardData | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const type = v.type;
  if (typeof v.id !== 'number' || typeof v.title !== 'string' || typeof v.href !== 'string') return null;
  if (typeof type !== 'object' || type === null || typeof (type as Record<string, unknown>).code !== 'string')
    return null;
  return {
    id: v.id,
    slug: typeof v.slug === 'string' ? v.slug : String(v.id),
    title: v.title,
    description: typeof v.description === 'string' ? v.description : '',
    preview: typeof v.preview === 'string' ? v.preview : null,
    type: { code: String((type as Record<string, unknown>).code) },
    href: v.href,
  };
}

/** Stored items matching every word of `query`, best first (title hits first); optionally one kind. */
export async function searchOnDevice(query: string, kind?: SearchKind): Promise<FoundCard[]> {
  const stems = queryStems(query);
  if (!stems.length) return [];
  const docs = new Map<string, { card: ContentCardData; kind: SearchKind; body: string[] }>();
  await localDb.cards.each((row) => {
    const card = asCard(row.data);
    const k = card && kindOfHref(card.href);
    if (!card || !k || (kind && k !== kind)) return;
    const content =
      typeof row.data === 'object' && row.data !== null && 'content' in row.data ? blockText(row.data.content) : '';
    const doc = docs.get(card.href) ?? { card, kind: k, body: [] };
    doc.body.push(card.description, content);
    if (!doc.card.preview && card.preview) doc.card = { ...doc.card, preview: card.preview };
    docs.set(card.href, doc);
  });
  return [...docs.values()]
    .map((d) => ({ found: { card: d.card, kind: d.kind }, score: stemScore(d.card.title, d.body.join(' '), stems) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.found.card.title.localeCompare(b.found.card.title, 'ru'))
    .slice(0, OFFLINE_LIMIT)
    .map((x) => x.found);
}
