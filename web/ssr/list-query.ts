// A list's query as its first screen reads it (?page=2, ?status=finished): only the keys the list's route reads,
// each once, with values it accepts. Any other query is the app's to draw, so the first screen never shows a list
// the app would not.

/** The params of `search` when it holds only `allowed` keys, each once; null otherwise. */
export function queryOf(search: string, allowed: readonly string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!allowed.includes(key) || key in out) return null;
    out[key] = value;
  }
  return out;
}

/** `?page=` as the paged lists read it: 1 when absent, a whole number from 1, else null. */
export function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
