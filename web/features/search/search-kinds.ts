// The kinds of search results, their tab labels and how a card's link tells its kind (for
// results found on the device, which have no kind of their own).
export const SEARCH_KINDS = ['post', 'news', 'event', 'course', 'quizzes'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KIND_LABELS: Record<SearchKind, string> = {
  post: 'Материалы',
  news: 'Новости',
  event: 'Мероприятия',
  course: 'Курсы',
  quizzes: 'Тренажёры',
};

const PREFIXES: [string, SearchKind][] = [
  ['/post/', 'post'],
  ['/news/', 'news'],
  ['/event/', 'event'],
  ['/course/', 'course'],
  ['/quizzes/', 'quizzes'],
];

export function kindOfHref(href: string): SearchKind | null {
  return PREFIXES.find(([p]) => href.startsWith(p))?.[1] ?? null;
}

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}
