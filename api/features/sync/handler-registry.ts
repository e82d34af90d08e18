// Builds the one map from mutation name to server handler. A handler's args type comes from
// the shared schema of its name (sync/mutations/registry.ts), and the args are checked with
// that same schema before it runs. Two handlers of one name, or a name without one, fail at start.
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { mutationArgs, type MutationArgs, type MutationName } from '../../../sync/mutations/registry.ts';

export interface MutationContext {
  db: Db;
  userId: number;
  clientId: string;
  /** The client's time of the action (ISO), for rules such as "the newest client time wins". */
  at: string;
}

/** Applies one mutation; throws httpError(4xx) to refuse it (the mutation is then 'rejected'). */
export type MutationHandler<N extends MutationName> = (ctx: MutationContext, args: MutationArgs<N>) => void;

export interface HandlerDef<N extends MutationName> {
  name: N;
  /** Method syntax on purpose: a list of defs of different names widens to HandlerDef<MutationName>. */
  apply(ctx: MutationContext, args: MutationArgs<N>): void;
}

type AnyHandlerDef = { [N in MutationName]: HandlerDef<N> }[MutationName];

export function defineHandler<N extends MutationName>(name: N, apply: MutationHandler<N>): HandlerDef<N> {
  return { name, apply };
}

export type HandlerOutcome = { ok: true } | { ok: false; detail: string };

/** A handler bound to its args schema: unchecked args in, an outcome out. */
export type BoundHandler = (ctx: MutationContext, args: unknown) => HandlerOutcome;

export type HandlerRegistry = ReadonlyMap<MutationName, BoundHandler>;

export const INVALID_ARGS_DETAIL = 'Invalid mutation args';
export const UNKNOWN_MUTATION_DETAIL = 'Unknown mutation';

/** The schema and the handler are taken from one def, so the args always fit its handler. */
function bind(def: HandlerDef<MutationName>): BoundHandler {
  const schema = mutationArgs[def.name];
  return (ctx, args) => {
    const parsed = v.safeParse(schema, args);
    if (!parsed.success) return { ok: false, detail: INVALID_ARGS_DETAIL };
    def.apply(ctx, parsed.output);
    return { ok: true };
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
