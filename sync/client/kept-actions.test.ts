// The acknowledged actions a device keeps for a restored server: the newest 2,000 of the last 7 days.
import { describe, expect, it } from 'vitest';
import { keepAcknowledged, keptActions, KEEP_ACKNOWLEDGED_MAX, lastAcknowledgedId } from './kept-actions.ts';
import type { OutboxRow } from './local-schema.ts';
import { memoryDeviceStore } from './memory-device-store.ts';

const row = (mutationId: number): OutboxRow => ({
  key: `1:${mutationId}`,
  owner: '1',
  mutationId,
  name: 'bookmark-set',
  args: { type: 'post', id: mutationId, on: true },
  at: '2026-03-01T10:00:00.000Z',
  attempts: 1,
  state: 'sending',
});

describe('kept acknowledged actions', () => {
  it('keeps the newest 2,000 and forgets those older than 7 days', async () => {
    const store = memoryDeviceStore();
    const day = (n: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + n * 24 * 3600_000);
    await store.transaction(async (tx) => {
      const answered = Array.from({ length: 2_100 }, (_, i) => ({ row: row(i + 1), outcome: 'applied' as const }));
      await keepAcknowledged(tx, '1', answered, day(0));
    });
    const first = await store.transaction((tx) => keptActions(tx, '1'));
    expect(first).toHaveLength(KEEP_ACKNOWLEDGED_MAX);
    expect([first[0]?.mutationId, first.at(-1)?.mutationId]).toEqual([101, 2_100]);
    await store.transaction((tx) => keepAcknowledged(tx, '1', [{ row: row(2_101), outcome: 'rejected' }], day(8)));
    const later = await store.transaction((tx) => keptActions(tx, '1'));
    expect(later).toEqual([expect.objectContaining({ mutationId: 2_101, rejected: true })]);
    expect(await store.transaction((tx) => lastAcknowledgedId(tx, '1'))).toBe(2_101);
  });
});
