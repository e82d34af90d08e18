// The search key of a school or town name: lower-cased with ё as е, because SQLite's LIKE folds only ASCII
// letters (the same key db/seed writes and api/features/geo searches by; the schools import, profiles and staff use it).
export function searchKey(text: string): string {
  return text.trim().toLowerCase().replace(/ё/g, 'е');
}

/** What the school picker searches: the full name and the short one. */
export function schoolSearch(name: string, shortName: string | null): string {
  return searchKey(shortName ? `${name} ${shortName}` : name);
}
