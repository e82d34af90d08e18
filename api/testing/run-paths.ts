// Pushes the same sequence through the batch path (each feature's applyMany) and through the one-by-one
// path (the same handlers without applyMany), each into a fresh database, and answers what a client and
// the database see after each, so a test can require them equal. Tests only.
import { asc, eq, inArray } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { setTimes, syncMutations } from '../../db/schema/sync.ts';
import type { Db } from '../../db/store.ts';
import type { MutationName } from '../../sync/mutations/registry.ts';
import { currentChangeVersion } from '../lib/change-version.ts';
import { setClock } from '../lib/clock.ts';
import { buildHandlerRegistry, buildPull, Refused, type AnyHandlerDef, type HandlerDef } from '../lib/sync-feature.ts';
import { syncFeatures } from '../sync-features.ts';
import { pushInputOf } from '../features/sync/push-input.ts';
import { applyPush } from '../features/sync/push-service.ts';
import { createTestApp } from './test-app.ts';

export interface PathPush {
  client: string;
  mutations: { id: number; name: string; args: unknown; at: string }[];
}

/** What one path left: the push answers, the pull from scratch, the rows (without user ids). */
export interface PathState {
  answers: unknown[];
  pull: Record<string, unknown[]>;
  version: number;
  setTimes: unknown[];
  stored: unknown[];
  rows: unknown;
}

/** Reads what a fresh demo install holds (the ids a test builds its pushes from) from a test app closed at once. */
export async function fromFreshInstall<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const t = await createTestApp();
  try {
    return await read(t.deps.db);
  } finally {
    await t.close();
  }
}

const defs = syncFeatures.flatMap((f) => f.handlers);
const pull = buildPull(syncFeatures);

/** `def` without its batch form: the push applies each mutation alone. */
function alone<N extends MutationName>(def: HandlerDef<N>): HandlerDef<N> {
  return { name: def.name, apply: (ctx, args) => def.apply(ctx, args) };
}

/** `def` with its batch form counted each time it answers a run without a refusal. */
function counted<N extends MutationName>(def: HandlerDef<N>, taken: { runs: number }): HandlerDef<N> {
  const many = def.applyMany?.bind(def);
  if (!many) return def;
  return {
    name: def.name,
    apply: (ctx, args) => def.apply(ctx, args),
    applyMany: async (ctx, items) => {
      const out = await many(ctx, items);
      if (!out.some((o) => o instanceof Refused)) taken.runs += 1;
      return out;
    },
  };
}

async function runPath(
  handlers: readonly AnyHandlerDef[],
  pushes: readonly PathPush[],
  rows: (db: Db, userId: number) => Promise<unknown>,
): Promise<PathState> {
  const t = await createTestApp();
  try {
    const { userId } = await t.signUp();
    const registry = buildHandlerRegistry(handlers);
    const answers: unknown[] = [];
    for (const p of pushes) {
      const input = pushInputOf({ client_id: p.client, protocol_version: 1, mutations: p.mutations });
      answers.push(
        await applyPush(t.deps, registry, userId, input).catch((err: unknown) => {
          if (err instanceof HTTPException) return { status: err.status, detail: err.message };
          throw err;
        }),
      );
    }
    const { db } = t.deps;
    const clients = [...new Set(pushes.map((p) => p.client))];
    return {
      answers,
      pull: await pull(db, userId, 0),
      version: await currentChangeVersion(db, userId),
      setTimes: await db
        .select({ item: setTimes.item, at: setTimes.setAt, client: setTimes.clientId })
        .from(setTimes)
        .where(eq(setTimes.userId, userId))
        .orderBy(asc(setTimes.item)),
      stored: await db
        .select({
          client: syncMutations.clientId,
          id: syncMutations.mutationId,
          name: syncMutations.name,
          status: syncMutations.status,
          detail: syncMutations.detail,
          value: syncMutations.value,
          clientAt: syncMutations.clientAt,
          at: syncMutations.at,
        })
        .from(syncMutations)
        .where(inArray(syncMutations.clientId, clients))
        .orderBy(asc(syncMutations.clientId), asc(syncMutations.mutationId)),
      rows: await rows(db, userId),
    };
  } finally {
    await t.close();
  }
}

/**
 * The same pushes (in order, at the server time `now`) through both paths. `rows` reads the feature's
 * own rows of the user, ordered and without user ids. `runs`: how many runs the batch path took whole.
 */
export async function pushThroughBothPaths(
  pushes: readonly PathPush[],
  rows: (db: Db, userId: number) => Promise<unknown>,
  now: Date,
): Promise<{ batch: PathState; alone: PathState; runs: number }> {
  const taken = { runs: 0 };
  setClock(now);
  try {
    const batch = await runPath(
      defs.map((d) => counted(d, taken)),
      pushes,
      rows,
    );
    const oneByOne = await runPath(
      defs.map((d) => alone(d)),
      pushes,
      rows,
    );
    return { batch, alone: oneByOne, runs: taken.runs };
  } finally {
    setClock(null);
  }
}
