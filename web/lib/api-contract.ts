// The web's request and response types, derived from the API's own route definitions (Hono's
// RPC types of the chained router in api/app.ts), so a changed response field breaks the type
// check instead of drifting (issue 9). Types only: nothing of api/ reaches the bundle.
// Every apiFetch/apiSafe call names its answer with ApiResponse (eslint no-restricted-syntax).
import type { ExtractSchema } from 'hono/types';
import type { ApiRoutes } from '../../api/app.ts';
import type { Camelized } from './case-keys.ts';

/** '/community/:id{[0-9]+}/feed' -> '/community/:id/feed': the web names paths without the routers' patterns. */
type WithoutPatterns<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${WithoutPatterns<Tail>}`
  : P;
type RawSchema = ExtractSchema<ApiRoutes>;
/** Both spellings name a route: '/community/:id' and '/community/:id{[0-9]+}'. */
type Schema = RawSchema & { [P in keyof RawSchema & string as WithoutPatterns<P>]: RawSchema[P] };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type SuccessStatus = 200 | 201 | 202;

/** Every path of the API as its router declares it, e.g. '/page/:id', with or without its digit pattern. */
export type ApiPath = keyof Schema & string;

type Endpoint<P extends ApiPath, M extends Method> = Schema[P] extends infer E
  ? `$${M}` extends keyof E
    ? E[`$${M}`]
    : never
  : never;
/**
 * A JSON answer with a success status, or `null` for 204 (apiFetch resolves an empty body as null).
 * A 200 `{error: true, ...}` (the spec's flagged failure) is thrown by apiFetch, so it is left out.
 */
type Ok<E> = E extends { status: infer S; output: infer O; outputFormat: infer F }
  ? F extends 'json'
    ? S extends SuccessStatus
      ? O extends { error: true }
        ? never
        : O
      : never
    : S extends 204
      ? null
      : never
  : never;

/** The successful answer of `method path`, camelCased as apiFetch hands it over. */
export type ApiResponse<P extends ApiPath, M extends Method = 'get'> = Camelized<Ok<Endpoint<P, M>>>;

/** The successful answer as the server wrote it, for calls made with `rawAnswer` (keys that are data). */
export type ApiRawResponse<P extends ApiPath, M extends Method = 'get'> = Ok<Endpoint<P, M>>;

/** The JSON body `method path` validates (snake_case on the wire; apiFetch snakeizes camelCase keys). */
export type ApiBody<P extends ApiPath, M extends Method = 'post'> = Camelized<
  Endpoint<P, M> extends { input: { json: infer J } } ? J : never
>;
