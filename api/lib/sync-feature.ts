// What one offline feature declares to the server's sync (push and pull), after Actual Budget's
// handler maps: its push handlers by mutation name and a `changesSince` for pull. Each feature
// exports one from its own folder (api/features/<feature>/sync.ts); api/sync-features.ts lists
// them, and the sync feature builds push and pull from that list without naming any feature.
import * as v from 'valibot';
import type { Db } from '../../db/store.ts';
import { claimSetTime, type ActionTime } from './set-times.ts';
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

/** What a run of one mutation name shares: everything of MutationContext but the action's times. */
export type RunContext = Omit<MutationContext, 'at' | 'clientAt'>;

/** One mutation of a run: its id, args and times (as MutationContext gives them). */
export interface RunItem<N extends MutationName> {
  id: number;
  args: MutationArgs<N>;
  at: string;
  clientAt: string;
}

/** A refusal among a run's outcomes (as `apply` would throw httpError(4xx)): the push then applies the run one by one. */
export class Refused {
  constructor(readonly detail: string) {}
}

/**
 * Applies a run of consecutive mutations of one name in a few statements. Answers one outcome per
 * item, exactly what `apply` would have answered called on each in order: its value (or undefined),
 * a Superseded, or a Refused. A run with a Refused (or a throw) is undone and applied one by one.
 */
export type RunHandler<N extends MutationName> = (
  ctx: RunContext,
  items: readonly RunItem<N>[],
) => Promise<readonly unknown[]>;

export interface HandlerDef<N extends MutationName> {
  name: N;
  /** Method syntax on purpose: a list of defs of different names widens to HandlerDef<MutationName>. */
  apply(ctx: MutationContext, args: MutationArgs<N>): Promise<unknown>;
  /** The batch form, optional: see RunHandler. */
  applyMany?(ctx: RunContext, items: readonly RunItem<N>[]): Promise<readonly unknown[]>;
}

export type AnyHandlerDef = { [N in MutationName]: HandlerDef<N> }[MutationName];

export function defineHandler<N extends MutationName>(
  name: N,
  apply: MutationHandler<N>,
  applyMany?: RunHandler<N>,
): HandlerDef<N> {
  return applyMany ? { name, apply, applyMany } : { name, apply };
}

/** The context `apply` would get for one item of a run. */
export function itemContext(ctx: RunContext, item: { at: string; clientAt: string }): MutationContext {
  return { ...ctx, at: item.at, clientAt: item.clientAt };
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
 * otherwise `apply` runs with the action's time, already stamped on the item (one statement decides and stamps:
 * a round trip less on every set-style push on PostgreSQL), so the stampSetTime of its service skips that item.
 */
export async function newestWins<T>(
  ctx: MutationContext,
  item: string,
  apply: (time: ActionTime) => Promise<T>,
  resend: () => Promise<unknown>,
): Promise<T | Superseded> {
  const time = actionTimeOf(ctx);
  if (await claimSetTime(ctx.db, ctx.userId, item, time)) return apply({ ...time, claimed: item });
  const value = await resend();
  return new Superseded(value ?? undefined);
}

export type HandlerOutcome = { ok: true; value?: unknown; superseded?: true } | { ok: false; detail: string };

/** A run's item before its args are checked. */
export type UncheckedRunItem = { id: number; args: unknown; at: string; clientAt: string };

/**
 * A handler bound to its args schema: unchecked args in, an outcome out. `many`, when the feature
 * has a batch form: a run's outcomes, or null when the run must be applied one by one (bad args or
 * a refusal); it never refuses alone.
 */
export interface BoundHandler {
  (ctx: MutationContext, args: unknown): Promise<HandlerOutcome>;
  many?: (ctx: RunContext, items: readonly UncheckedRunItem[]) => Promise<HandlerOutcome[] | null>;
}

export type HandlerRegistry = ReadonlyMap<MutationName, BoundHandler>;

const INVALID_ARGS_DETAIL = 'Invalid mutation args';
export const UNKNOWN_MUTATION_DETAIL = 'Unknown mutation';

/** The schema and the handler are taken from one def, so the args always fit its handler. */
function bind(def: HandlerDef<MutationName>): BoundHandler {
  const schema = mutationArgs[def.name];
  const one: BoundHandler = async (ctx, args) => {
    const parsed = v.safeParse(schema, args);
    if (!parsed.success) return { ok: false, detail: INVALID_ARGS_DETAIL };
    return outcomeOf(await def.apply(ctx, parsed.output));
  };
  const applyMany = def.applyMany?.bind(def);
  if (!applyMany) return one;
  one.many = async (ctx, items) => {
    const checked: RunItem<MutationName>[] = [];
    for (const item of items) {
      const parsed = v.safeParse(schema, item.args);
      if (!parsed.success) return null;
      checked.push({ ...item, args: parsed.output });
    }
    const values = await applyMany(ctx, checked);
    if (values.length !== items.length)
      throw new Error(`${def.name}: applyMany answered ${values.length} of ${items.length}`);
    return values.some((x) => x instanceof Refused) ? null : values.map(outcomeOf);
  };
  return one;
}

function outcomeOf(value: unknown): HandlerOutcome {
  if (value instanceof Superseded)
    return value.value === undefined
      ? { ok: true, superseded: true }
      : { ok: true, superseded: true, value: value.value };
  return value === undefined ? { ok: true } : { ok: true, value };
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
