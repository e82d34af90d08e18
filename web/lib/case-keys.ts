// Key conversion at the API boundary: the wire is snake_case, the browser camelCase.
// Only plain objects and arrays are walked; Dates, Files and Blobs pass through.
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const camelOf = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/**
 * Each answer repeats the same few hundred keys (every card has its `page_type_id`), and renaming them one by one
 * with a regular expression was about 15 ms of a post's start on a slow phone (issue 17): a name is renamed once.
 * Bounded, since some keys are data (ids of a map).
 */
export const KEPT_CAMEL_NAMES = 4000;
const camelNames = new Map<string, string>();
function toCamel(key: string): string {
  let name = camelNames.get(key);
  if (name === undefined) {
    name = camelOf(key);
    if (camelNames.size < KEPT_CAMEL_NAMES) camelNames.set(key, name);
  }
  return name;
}

function convert(value: unknown, rename: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k in value) out[rename(k)] = convert(value[k], rename);
  return out;
}

export const camelizeKeys = <T>(value: unknown): T => convert(value, toCamel) as T;
export const snakeizeKeys = (value: unknown): unknown => convert(value, toSnake);

/** The type-level twin of toCamel: only `_` before a lowercase letter or digit is dropped. */
type CamelKey<S extends string> = S extends `${infer Head}_${infer C}${infer Tail}`
  ? C extends Lowercase<C>
    ? `${Head}${Uppercase<C>}${CamelKey<Tail>}`
    : `${Head}_${CamelKey<`${C}${Tail}`>}`
  : S;

/** The browser-side type of an API (snake_case) type after camelizeKeys: one contract, no mirrors. */
export type Camelized<T> = T extends readonly (infer U)[]
  ? Camelized<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelKey<K> : K]: Camelized<T[K]> }
    : T;
