// What one offline feature declares to the server's sync (push and pull), after Actual Budget's
// handler maps: its push handlers by mutation name and a `changesSince` for pull. Each feature
// exports one from its own folder (api/features/<feature>/sync.ts); api/sync-features.ts lists
// them, and the sync feature builds push and pull from that list without naming any feature.
import * as v from 'valibot';
import type { Db } from '../../db/store.ts';
import { isSuperseded, type ActionTime } from './set-times.ts';
import { mutationArgs, type MutationArgs, type MutationName } from '../../sync/mutations/registry.ts';

export interface MutationContext {
  db: Db;
  userId: number;
  clientId: string;
  /**
   * The action's time for newest-wins rules: the client's time clamped to the server's receive
   * time (plus a small skew), so a device clock set to 2099 cannot pin a value.
   */
  at: string;
  /** The client's claimed time, unclamped (kept in the log). */
  clientAt: string;
  /** When the server received the push (its own clock). */
  receivedAt: string;
}

/**
 * Applies one mutation; throws httpError(4xx) to refuse it (the mutation is then 'rejected').
 * What it returns (if anything) goes back in the push result's `value`, for the device at once.
 */
export type MutationHandler<N extends MutationName> = (ctx: MutationContext, args: MutationArgs<N>) => Promise<unknown>;

export interface HandlerDef<N extends MutationName> {
  name: N;
  /** Method syntax on purpose: a list of defs of different names widens to HandlerDef<MutationName>. */
  apply(ctx: MutationContext, args: MutationArgs<N>): Promise<unknown>;
}

export type AnyHandlerDef = { [N in MutationName]: HandlerDef<N> }[MutationName];

export function defineHandler<N extends MutationName>(name: N, apply: MutationHandler<N>): HandlerDef<N> {
  return { name, apply };
}

/** A feature's pull: its sections (key -> items) changed after `cookie`, for one user. */
export type ChangesSince = (db: Db, userId: number, cookie: number) => Promise<Record<string, unknown[]>>;

export interface ServerSyncFeature {
  name: string;
  handlers: readonly AnyHandlerDef[];
  changesSince?: ChangesSince;
}

export function defineSyncFeature(feature: ServerSyncFeature): ServerSyncFeature {
  return feature;
}

/**
 * What a set-style handler returns when a newer action already set the state (api/lib/set-times.ts):
 * the mutation changes nothing and its push result says `superseded`, with `value` if given.
 */
export class Superseded {
  constructor(readonly value?: unknown) {}
}

/** When the pushed action was taken (its clamped time) and by which client. */
export function actionTimeOf(ctx: MutationContext): ActionTime {
  return { at: ctx.at, clientId: ctx.clientId };
}

/**
 * The one conflict rule of set-style mutations: when the item was set by a newer action (the
 * clamped time, ties by client id), `resend` makes the next pull send the server's state again
 * (the device may have pulled it before while its own wish waited) and the result is Superseded;
 * otherwise `apply` runs with the action's time, which it stamps on the item as it sets it.
 */
export async function newestWins<T>(
  ctx: MutationContext,
  item: string,
  apply: (time: ActionTime) => Promise<T>,
  resend: () => Promise<unknown>,
): Promise<T | Superseded> {
  const time = actionTimeOf(ctx);
  if (!(await isSuperseded(ctx.db, ctx.userId, item, time))) return apply(time);
  const value = await resend();
  return new Superseded(value ?? undefined);
}

export type HandlerOutcome = { ok: true; value?: unknown; superseded?: true } | { ok: false; detail: string };

/** A handler bound to its args schema: unchecked args in, an outcome out. */
type BoundHandler = (ctx: MutationContext, args: unknown) => Promise<HandlerOutcome>;

export type HandlerRegistry = ReadonlyMap<MutationName, BoundHandler>;

const INVALID_ARGS_DETAIL = 'Invalid mutation args';
export const UNKNOWN_MUTATION_DETAIL = 'Unknown mutation';

/** The schema and the handler are taken from one def, so the args always fit its handler. */
function bind(def: HandlerDef<MutationName>): BoundHandler {
  const schema = mutationArgs[def.name];
  return async (ctx, args) => {
    const parsed = v.safeParse(schema, args);
    if (!parsed.success) return { ok: false, detail: INVALID_ARGS_DETAIL };
    const value = await def.apply(ctx, parsed.output);
    if (value instanceof Superseded)
      return value.value === undefined
        ? { ok: true, superseded: true }
        : { ok: true, superseded: true, value: value.value };
    return value === undefined ? { ok: true } : { ok: true, value };
  };
}

/**
 * The registry of `defs`. Throws when a name has two handlers, or when a mutation of the
 * shared registry has none (such a mutation would otherwise be rejected at every push).
 */
export function buildHandlerRegistry(defs: readonly AnyHandlerDef[]): HandlerRegistry {
  const map = new Map<MutationName, BoundHandler>();
  for (const def of defs) {
    if (map.has(def.name)) throw new Error(`Two sync handlers are registered for mutation "${def.name}"`);
    map.set(def.name, bind(def));
  }
  const missing = Object.keys(mutationArgs).filter((name) => !defs.some((d) => d.name === name));
  if (missing.length > 0) throw new Error(`No sync handler for mutation(s): ${missing.join(', ')}`);
  return map;
}

/** One pull built from every feature's `changesSince`; two features claiming one section fail at start. */
export function buildPull(features: readonly ServerSyncFeature[]): ChangesSince {
  const pulls = features.flatMap((f) => (f.changesSince ? [f.changesSince] : []));
  return async (db, userId, cookie) => {
    const out: Record<string, unknown[]> = {};
    for (const pull of pulls) {
      for (const [key, items] of Object.entries(await pull(db, userId, cookie))) {
        if (Object.hasOwn(out, key)) throw new Error(`Two sync features pull section "${key}"`);
        out[key] = items;
      }
    }
    return out;
  };
}
