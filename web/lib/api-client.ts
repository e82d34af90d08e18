// The one fetch wrapper for /api and /otherapi: snake_case out, camelCase in, repeated
// keys for array params, the bearer token when one is held (the HttpOnly cookie covers
// reloads), and every failure normalised to ApiError {message, status (default 500)}.
import { camelizeKeys, snakeizeKeys, toSnake } from './case-keys.ts';
import { fromDeviceCopy } from './device-copy.ts';
import { takeFirstAnswer } from './first-answers.ts';
import { noteServerAnswered, noteServerUnreached } from './reachability.ts';

type ApiBase = 'api' | 'otherapi';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  base?: ApiBase;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Leave payload keys as they are (for payloads whose keys are data, e.g. form answers). */
  rawBody?: boolean;
  /** Leave the answer's keys as they are (keys that are data, e.g. notification settings' type_1). */
  rawAnswer?: boolean;
}

export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'flagged';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let bearerToken: string | null = null;
export function setAuthToken(token: string | null): void {
  bearerToken = token;
}
export function getAuthToken(): string | null {
  return bearerToken;
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    const name = toSnake(key);
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function detailOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const d = (body as Record<string, unknown>).detail ?? (body as Record<string, unknown>).message;
    if (typeof d === 'string') return d;
  }
  return undefined;
}

/** A successful answer's body as the caller gets it; an answer flagged `error: true` throws. */
function bodyOf<T>(parsed: unknown, rawAnswer: boolean | undefined): T {
  if (parsed && typeof parsed === 'object' && (parsed as Record<string, unknown>).error === true) {
    throw new ApiError(detailOf(parsed) ?? 'Request failed', 500, 'flagged', parsed);
  }
  return rawAnswer ? (parsed as T) : camelizeKeys<T>(parsed);
}

/** Calls the API; resolves with the camelCased body or throws ApiError. */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const { method = 'GET', base = 'api', query, body, signal, rawBody, rawAnswer } = req;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (bearerToken) headers.authorization = `Bearer ${bearerToken}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(rawBody ? body : snakeizeKeys(body));
  }
  const url = `/${base}${path.startsWith('/') ? path : `/${path}`}${buildQuery(query)}`;
  const kept = method === 'GET' && base === 'api' ? takeFirstAnswer(url, bearerToken !== null) : undefined;
  if (kept !== undefined) return bodyOf<T>(kept, rawAnswer);
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (e) {
    if (signal?.aborted || (e instanceof DOMException && e.name === 'AbortError'))
      throw new ApiError('Request cancelled', 0, 'aborted');
    noteServerUnreached();
    throw new ApiError('Network error', 0, 'network');
  }
  if (fromDeviceCopy(res)) noteServerUnreached();
  else noteServerAnswered();
  const text = await res.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok)
    throw new ApiError(detailOf(parsed) ?? (res.statusText || 'Request failed'), res.status || 500, 'http', parsed);
  return bodyOf<T>(parsed, rawAnswer);
}

export type ApiOutcome<T> =
  { data: T; error: false } | { data: null; error: true; message: string; status: number; kind: ApiErrorKind };

/** The spec's shape: never throws; a failure (cancelled requests too) is `error: true`. */
export async function apiSafe<T>(path: string, req: ApiRequest = {}): Promise<ApiOutcome<T>> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- passes on its caller's ApiResponse<...>
    return { data: await apiFetch<T>(path, req), error: false };
  } catch (e) {
    const err = e instanceof ApiError ? e : new ApiError(e instanceof Error ? e.message : 'Unknown error', 500, 'http');
    return { data: null, error: true, message: err.message, status: err.status || 500, kind: err.kind };
  }
}
