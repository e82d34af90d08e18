// Which item a mutation is about (its module says), so a newer unsent mutation can replace an
// older one (coalescing) and a pull does not overwrite an item that still has a local change waiting.
import * as v from 'valibot';
import { argsSchemaOf, clientMutation } from '../mutations/client-registry.ts';
import { isMutationName } from '../mutations/registry.ts';
import type { OutboxRow } from './local-schema.ts';

/** The item a mutation changes, or null when its module names none (or the args are not its own). */
export function itemKeyOf(name: string, args: unknown): string | null {
  const mutation = clientMutation(name);
  if (!mutation?.itemKey || !isMutationName(name)) return null;
  const parsed = v.safeParse(argsSchemaOf(name), args);
  return parsed.success ? mutation.itemKey(parsed.output) : null;
}

/** A queued row's item: stored when it was queued (rows of an older app version: computed). */
export function rowItemKey(row: OutboxRow): string | null {
  return row.itemKey !== undefined ? row.itemKey : itemKeyOf(row.name, row.args);
}

/** Items with a mutation not yet settled by the server (pending or in flight). */
export function unsettledItemKeys(rows: readonly OutboxRow[]): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) {
    if (row.state === 'rejected') continue;
    const key = rowItemKey(row);
    if (key) keys.add(key);
  }
  return keys;
}
