// The shape of a success-pass recipe: one valid request to one operation, sent as one role, built from rows
// that exist (found by list calls or made by an earlier recipe). Recipes run in order, so a create comes
// before its update and its delete. They never reach outside the fuzzed server.
import { readFileSync } from 'node:fs';
import type { Role } from '../roles.ts';

export interface RecipeInput {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData | Blob;
  headers?: Record<string, string>;
  /** A session of a user the pass made itself (a registration), instead of the recipe's role. */
  token?: string;
}

export interface RecipeContext {
  /** Values kept by earlier recipes (`keep`), by name. */
  vars: Record<string, unknown>;
  /** Ids of the signed-in roles' users, and of a few plain pupils (`others`). */
  userIds: Partial<Record<Role, number>>;
  others: number[];
  /** A helper call outside the counted pass: JSON of a 2xx answer, or an error naming the status. */
  api: (as: Role, method: string, path: string, body?: unknown) => Promise<unknown>;
  /** Uploads a file of tests/fixtures whole over tus (`endpoint` under /api, `/uploads` by default); its upload id. */
  upload: (as: Role, fixture: string, o?: { endpoint?: string; type?: string }) => Promise<string>;
  /** The server's base URL (http://localhost:port), for a recipe that follows a redirect chain itself. */
  base: string;
  /** The latest code the server's development outbox sent to `login` (as a person reads the SMS). */
  outboxCode: (login: string) => string;
  /** The kept value `name`; an error when no earlier recipe kept it. */
  need: <T = number>(name: string) => T;
}

export interface Recipe {
  /** The operation as the fuzzer keys it: `POST /community/{id}/join`. */
  op: string;
  as: Role;
  input?: RecipeInput | ((ctx: RecipeContext) => RecipeInput | Promise<RecipeInput>);
  /** Keeps what a success answer names (`body` is its JSON) for later recipes. */
  keep?: (body: any, ctx: RecipeContext) => void; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers differ per operation
}

/** A multipart form with one file from tests/fixtures (or given bytes) under `field`. */
export function fileForm(
  field: string,
  file: { fixture: string; type: string } | { bytes: Uint8Array; name: string; type: string },
): FormData {
  const form = new FormData();
  if ('fixture' in file) {
    const bytes = readFileSync(new URL(`../../../tests/fixtures/${file.fixture}`, import.meta.url));
    form.append(field, new Blob([new Uint8Array(bytes)], { type: file.type }), file.fixture.split('/').at(-1));
  } else form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** A 1x1 PNG: the smallest real image for upload recipes. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The first item of a list answer (an array, or `{list|items|data: [...]}`) with a numeric `id`. */
export function firstId(body: unknown): number {
  const list = Array.isArray(body)
    ? body
    : ((body as Record<string, unknown>)?.list ??
      (body as Record<string, unknown>)?.items ??
      (body as Record<string, unknown>)?.data);
  const id = (Array.isArray(list) ? (list[0] as { id?: unknown } | undefined) : undefined)?.id;
  if (typeof id !== 'number') throw new Error(`no id in ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

/** Places the first work the jury list named (kept as `juryWorks`) first: the winners call of staff and of the spec. */
export const juryWinner = (ctx: RecipeContext): RecipeInput => ({
  body: {
    list: ctx
      .need<{ id: number }[]>('juryWorks')
      .slice(0, 1)
      .map((w) => ({ place: 1, video_id: w.id })),
  },
});
