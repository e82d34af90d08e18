// Key conversion at the API boundary: the wire is snake_case, the browser camelCase.
// Only plain objects and arrays are walked; Dates, Files and Blobs pass through.
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

const toCamel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

function convert(value: unknown, rename: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, rename));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[rename(k)] = convert(v, rename);
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
