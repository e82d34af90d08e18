// JSON-LD (schema.org) for a public page: what search engines read to show a material as an article, an event
// with its date, a course, a video or a podcast episode. Builds plain objects; html.ts writes them escaped.
// Never put anything here a guest may not see (the data comes from the same public rows as the page).

export type JsonLd = Record<string, unknown>;

/** Events happen in Moscow time, which has had no daylight saving since 2014: always UTC+3. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `iso` (any offset) as Moscow wall-clock time with its offset: 2026-12-01T15:00:00+03:00. */
export function moscowTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

const withContext = (data: JsonLd): JsonLd => ({ '@context': 'https://schema.org', ...data });

/** Home → the section list → the page, each with its absolute address. */
export function breadcrumbs(items: { name: string; url: string }[]): JsonLd {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  });
}

export function publisher(siteName: string, siteUrl: string): JsonLd {
  return { '@type': 'Organization', name: siteName, url: siteUrl };
}

export interface MaterialLd {
  type: 'Article' | 'NewsArticle' | 'VideoObject' | 'PodcastEpisode';
  title: string;
  description: string;
  url: string;
  image: string;
  publishedAt: string;
  publisher: JsonLd;
  /** VideoObject: the player's address; PodcastEpisode: the audio file. */
  media?: string;
}

export function material(m: MaterialLd): JsonLd {
  const common = { name: m.title, description: m.description, url: m.url, publisher: m.publisher };
  switch (m.type) {
    case 'VideoObject':
      return withContext({
        '@type': 'VideoObject',
        ...common,
        thumbnailUrl: m.image,
        uploadDate: m.publishedAt,
        ...(m.media ? { embedUrl: m.media } : {}),
      });
    case 'PodcastEpisode':
      return withContext({
        '@type': 'PodcastEpisode',
        ...common,
        image: m.image,
        datePublished: m.publishedAt,
        ...(m.media ? { associatedMedia: { '@type': 'MediaObject', contentUrl: m.media } } : {}),
      });
    default:
      return withContext({
        '@type': m.type,
        headline: m.title,
        ...common,
        image: m.image,
        datePublished: m.publishedAt,
        mainEntityOfPage: m.url,
      });
  }
}

export interface EventLd {
  title: string;
  description: string;
  url: string;
  image: string;
  startAt: string;
  endAt: string;
  place: string | null;
  isOnline: boolean;
  postponed: boolean;
  organizer: JsonLd;
}

export function event(e: EventLd): JsonLd {
  return withContext({
    '@type': 'Event',
    name: e.title,
    description: e.description,
    url: e.url,
    image: e.image,
    startDate: moscowTime(e.startAt),
    endDate: moscowTime(e.endAt),
    eventStatus: `https://schema.org/${e.postponed ? 'EventPostponed' : 'EventScheduled'}`,
    eventAttendanceMode: `https://schema.org/${e.isOnline ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: e.isOnline
      ? { '@type': 'VirtualLocation', url: e.url }
      : { '@type': 'Place', name: e.place || 'Москва', address: e.place || 'Москва' },
    organizer: e.organizer,
  });
}

export function course(c: { title: string; description: string; url: string; image: string; provider: JsonLd }) {
  return withContext({
    '@type': 'Course',
    name: c.title,
    description: c.description || c.title,
    url: c.url,
    image: c.image,
    provider: c.provider,
  });
}

/**
 * The JSON for a <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so an author's `</script>`
 * or `<!--` cannot end or change the element (the JSON still parses to the same text).
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
