// Runs each settled mutation's module `settle` inside the transaction that settles the batch:
// applied -> the effect is confirmed (and a result value applied); rejected -> reverted, unless
// a later mutation for the same item still waits (it superseded this one).
import * as v from 'valibot';
import { argsSchemaOf, clientMutation } from '../mutations/client-registry.ts';
import { isMutationName } from '../mutations/registry.ts';
import type { MutationResult } from '../protocol/envelopes.ts';
import type { DeviceTx } from './device-store.ts';
import { rowItemKey, unsettledItemKeys } from './item-keys.ts';
import type { OutboxRow } from './local-schema.ts';

export interface SettledRow {
  row: OutboxRow;
  outcome: 'applied' | 'rejected';
  result?: MutationResult;
}

export async function settleLocalEffects(
  tx: DeviceTx,
  owner: string,
  settled: readonly SettledRow[],
  at: string,
): Promise<void> {
  if (settled.length === 0) return;
  const unsettled = unsettledItemKeys(await tx.rows(owner));
  for (const { row, outcome, result } of settled) {
    const mutation = clientMutation(row.name);
    if (!mutation?.settle || !isMutationName(row.name)) continue;
    const parsed = v.safeParse(argsSchemaOf(row.name), row.args);
    if (!parsed.success) continue;
    const key = rowItemKey(row);
    await mutation.settle(
      tx,
      {
        owner,
        at,
        outcome,
        detail: row.lastError ?? result?.detail,
        superseded: key !== null && unsettled.has(key),
        value: result?.value,
      },
      parsed.output,
    );
  }
}
