// Queues one mutation, the one write pattern of every offline action: checks its args with the
// shared schema, gives it the owner's next id (ids increase by one, never reused) or, when its
// module coalesces and an unsent mutation for the same item waits, replaces that one's args
// instead; and runs the module's local effect in the same transaction as the outbox row.
import * as v from 'valibot';
import { argsSchemaOf, clientMutation } from '../mutations/client-registry.ts';
import { isMutationName, type MutationArgs, type MutationName } from '../mutations/registry.ts';
import type { DeviceStore } from './device-store.ts';
import { itemKeyOf, rowItemKey } from './item-keys.ts';
import type { OutboxRow } from './local-schema.ts';
import { metaKeys, outboxKey, type OutboxStore, type OutboxTx } from './outbox-store.ts';

export class InvalidMutationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMutationError';
  }
}

export interface EnqueueInput {
  owner: string;
  name: string;
  args: unknown;
  /** ISO time of the user's action. */
  at: string;
}

/** Checks name and args against the registry; throws InvalidMutationError. */
export function checkMutation(name: string, args: unknown): MutationArgs<MutationName> {
  if (!isMutationName(name)) throw new InvalidMutationError(`Unknown mutation: ${name}`);
  const parsed = v.safeParse(argsSchemaOf(name), args);
  if (!parsed.success) throw new InvalidMutationError(`Invalid args for ${name}: ${parsed.issues[0]?.message ?? ''}`);
  return parsed.output;
}

/** A row nobody has sent yet: the server cannot have seen it, so its args may change. */
function isUnsent(row: OutboxRow): boolean {
  return row.state === 'pending' && row.attempts === 0;
}

async function nextMutationId(tx: OutboxTx, owner: string, rows: readonly OutboxRow[]): Promise<number> {
  const last = Number((await tx.getMeta(metaKeys.lastQueuedId(owner))) ?? 0) || 0;
  const maxRow = rows.reduce((max, r) => (r.state === 'rejected' ? max : Math.max(max, r.mutationId)), 0);
  return Math.max(last, maxRow) + 1;
}

/**
 * Queues the mutation and its module's local effect in one transaction, so a full disk leaves
 * both the queue and the device state untouched (the error propagates to the caller).
 */
export async function enqueueMutation(store: DeviceStore, input: EnqueueInput): Promise<OutboxRow> {
  const args = checkMutation(input.name, input.args);
  const mutation = clientMutation(input.name);
  const itemKey = itemKeyOf(input.name, args);
  return store.transaction(async (tx) => {
    const rows = await tx.rows(input.owner);
    const latestForItem =
      itemKey && mutation?.coalesce
        ? rows.filter((r) => r.name === input.name && rowItemKey(r) === itemKey).at(-1)
        : undefined;
    let row: OutboxRow;
    if (latestForItem && isUnsent(latestForItem)) {
      row = { ...latestForItem, args, at: input.at };
    } else {
      const id = await nextMutationId(tx, input.owner, rows);
      row = {
        key: outboxKey(input.owner, id),
        owner: input.owner,
        mutationId: id,
        name: input.name,
        args,
        itemKey,
        at: input.at,
        attempts: 0,
        state: 'pending',
      };
      await tx.setMeta(metaKeys.lastQueuedId(input.owner), id);
    }
    await tx.put(row);
    if (mutation?.apply) await mutation.apply(tx, { owner: input.owner, at: input.at }, args);
    return row;
  });
}

/** Removes a rejected row the user has seen (its id stays consumed). */
export async function dismissRejected(store: OutboxStore, owner: string, key: string): Promise<void> {
  await store.transaction(async (tx) => {
    const row = (await tx.rows(owner)).find((r) => r.key === key);
    if (row?.state === 'rejected') await tx.remove(key);
  });
}
