// The web's request and response types, derived from the API's own route definitions (Hono's
// RPC types of the chained router in api/app.ts), so a changed response field breaks the type
// check instead of drifting (issue 9). Types only: nothing of api/ reaches the bundle.
import type { ExtractSchema } from 'hono/types';
import type { ApiRoutes } from '../../api/app.ts';

type Schema = ExtractSchema<ApiRoutes>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type SuccessStatus = 200 | 201 | 202;

/** Every path of the API as its router declares it, e.g. '/page/:id'. */
export type ApiPath = keyof Schema & string;

type SnakeToCamel<S extends string> = S extends `${infer Head}_${infer C}${infer Tail}`
  ? C extends Lowercase<C>
    ? `${Head}${Uppercase<C>}${SnakeToCamel<Tail>}`
    : `${Head}_${SnakeToCamel<`${C}${Tail}`>}`
  : S;

/** The type-level twin of camelizeKeys (web/lib/case-keys.ts): the body as apiFetch returns it. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Camelized<T[K]> }
    : T;

type Endpoint<P extends ApiPath, M extends Method> = Schema[P] extends infer E
  ? `$${M}` extends keyof E
    ? E[`$${M}`]
    : never
  : never;
type JsonOk<E> = E extends { status: infer S; output: infer O; outputFormat: 'json' }
  ? S extends SuccessStatus
    ? O
    : never
  : never;

/** The successful JSON answer of `method path`, camelCased as apiFetch hands it over. */
export type ApiResponse<P extends ApiPath, M extends Method = 'get'> = Camelized<JsonOk<Endpoint<P, M>>>;

/** The JSON body `method path` validates (snake_case on the wire; apiFetch snakeizes camelCase keys). */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> = Camelized<
  Endpoint<P, M> extends { input: { json: infer J } } ? J : never
>;
