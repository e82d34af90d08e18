// The success pass: one valid request per operation from its recipe (scripts/fuzz/recipes/), each sent as the
// role that may make it, with real rows; every answer goes through the same checker as the random pass. An
// operation is covered when a valid request got a 2xx/3xx. A recipe that throws only leaves its operation uncovered.
import { readFileSync } from 'node:fs';
import { lastCode } from '../../api/testing/outbox.ts';
import type { Answer } from './checks.ts';
import type { Operation } from './operations.ts';
import type { Input } from './requests.ts';
import { send } from './send.ts';
import type { Role, Signed } from './roles.ts';
import type { Recipe, RecipeContext } from './recipes/recipe.ts';

export interface PassResult {
  covered: Set<string>;
  requests: number;
  failures: { op: string; request: string; problem: string }[];
  /** Why a recipe's operation stayed uncovered: its status and answer, or the recipe's own error. */
  misses: Map<string, string>;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A tus 1.0 upload of one fixture file in one PATCH; answers the upload id. */
async function tusUpload(
  base: string,
  token: string | undefined,
  fixture: string,
  o: { endpoint?: string; type?: string },
): Promise<string> {
  const bytes = readFileSync(new URL(`../../tests/fixtures/${fixture}`, import.meta.url));
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const type = o.type ?? 'video/mp4';
  const created = await fetch(`${base}/api${o.endpoint ?? '/uploads'}`, {
    method: 'POST',
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${b64(fixture.split('/').at(-1) ?? 'file')},filetype ${b64(type)}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const url = new URL(location, base);
  const patched = await fetch(url, {
    method: 'PATCH',
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  if (patched.status >= 300) throw new Error(`tus patch: ${patched.status} ${await patched.text()}`);
  return url.pathname.split('/').pop() ?? '';
}

export async function successPass(
  base: string,
  operations: Operation[],
  recipes: Recipe[],
  signed: Signed,
  check: (op: Operation, answer: Answer) => string[],
  dataDir: string,
): Promise<PassResult> {
  const byKey = new Map(operations.map((o) => [o.key, o]));
  const result: PassResult = { covered: new Set(), requests: 0, failures: [], misses: new Map() };
  const vars: Record<string, unknown> = {};
  const ctx: RecipeContext = {
    vars,
    userIds: signed.userIds,
    others: signed.others,
    base,
    outboxCode: (login) => lastCode(dataDir, login),
    upload: (as, fixture, o = {}) => tusUpload(base, signed.tokens[as], fixture, o),
    need: <T>(name: string) => {
      if (!(name in vars)) throw new Error(`nothing kept as "${name}" (its recipe failed)`);
      return vars[name] as T;
    },
    api: async (as: Role, method: string, path: string, body?: unknown) => {
      const token = signed.tokens[as];
      const res = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`helper ${method} ${path}: ${res.status} ${text.slice(0, 160)}`);
      return text ? (JSON.parse(text) as unknown) : undefined;
    },
  };
  for (const recipe of recipes) {
    const op = byKey.get(recipe.op);
    if (!op) {
      result.misses.set(recipe.op, 'recipe names an operation the document does not have');
      continue;
    }
    let input: Input;
    let token = signed.tokens[recipe.as];
    try {
      const given = typeof recipe.input === 'function' ? await recipe.input(ctx) : (recipe.input ?? {});
      const { path = {}, query = {}, body, form, headers } = given;
      input = { path, query, body, form, headers, kind: 'valid' };
      token = given.token ?? token;
    } catch (error) {
      result.misses.set(op.key, `recipe: ${(error as Error).message}`);
      continue;
    }
    const { answer, request } = await send(base, op, input, token);
    result.requests += 1;
    for (const problem of check(op, answer)) result.failures.push({ op: op.key, request, problem });
    if (answer.status >= 400) {
      if (!result.covered.has(op.key)) result.misses.set(op.key, `${answer.status} ${answer.text.slice(0, 160)}`);
      continue;
    }
    result.covered.add(op.key);
    result.misses.delete(op.key);
    if (recipe.as !== 'guest' && op.path === '/auth/logout') await signed.signIn(recipe.as);
    try {
      recipe.keep?.(answer.text ? JSON.parse(answer.text) : undefined, ctx);
    } catch (error) {
      result.misses.set(`${op.key} (keep)`, (error as Error).message);
    }
  }
  return result;
}
