// What one offline feature declares to the sync engine (browser side), after Replicache's named
// mutators and Actual Budget's handler maps: the engine runs these and knows no feature by name.
// A module lives beside its mutation schema in sync/mutations/ and joins client-registry.ts.
import type * as v from 'valibot';
import type { MutationArgs, MutationName } from '../mutations/registry.ts';
import type { DeviceTx } from './device-store.ts';
import type { SyncedTableName } from './local-schema.ts';

export interface LocalContext {
  owner: string;
  /** ISO time of the user's action (queueing) or of the settle. */
  at: string;
}

export interface SettleContext extends LocalContext {
  outcome: 'applied' | 'rejected';
  /** The server's reason for a rejection. */
  detail?: string;
  /** A later mutation of the same item still waits: its wish stands, do not revert. */
  superseded: boolean;
  /** The push result's value (e.g. a quiz verdict), checked with the module's `result` schema. */
  value?: unknown;
}

export interface ClientMutation<N extends MutationName = MutationName> {
  name: N;
  /** Device tables its effects touch (the worker's transaction spans them). */
  tables: readonly SyncedTableName[];
  /** The item the mutation changes: a pull does not overwrite it while this waits. */
  itemKey?(args: MutationArgs<N>): string | null;
  /** Whether a newer unsent mutation of the same item replaces the waiting one. */
  coalesce?: boolean;
  /** Not the user's own pending action (e.g. history): synced, but not counted in the indicator. */
  quiet?: boolean;
  /** The optimistic local effect, in the same transaction as the outbox row. */
  apply?(tx: DeviceTx, ctx: LocalContext, args: MutationArgs<N>): Promise<void>;
  /** After the server answered: confirm the effect, apply a result value, or revert a rejection. */
  settle?(tx: DeviceTx, ctx: SettleContext, args: MutationArgs<N>): Promise<void>;
}

interface PullContext {
  owner: string;
  /** Item keys with a local mutation still waiting: the local wish stands for them. */
  unsettled: ReadonlySet<string>;
}

/** One section of GET /sync/pull (its key in the response) and how it merges into the device. */
export interface PullSection<Item = unknown> {
  key: string;
  item: v.GenericSchema<unknown, Item>;
  tables: readonly SyncedTableName[];
  merge(tx: DeviceTx, ctx: PullContext, items: Item[]): Promise<void>;
}

/** Keeps the name/args link typed when modules of different names sit in one list. */
export function defineClientMutation<N extends MutationName>(m: ClientMutation<N>): ClientMutation<N> {
  return m;
}

export function definePullSection<Item>(s: PullSection<Item>): PullSection<Item> {
  return s;
}
