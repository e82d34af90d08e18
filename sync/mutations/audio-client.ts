// audio-position-set on the device: the position is stored at once (one waiting mutation per
// track: a newer one replaces it). A rejection leaves the device copy alone: it is still where
// the listener stopped on this device. A pull writes other devices' newer positions.
import * as v from 'valibot';
import { defineClientMutation, definePullSection } from '../client/sync-module.ts';

/** The device row key of a track known to the server (content blocks without an id use their path). */
export const audioPositionKey = (audioId: number) => `audio:${audioId}`;

export const audioPositionSetClient = defineClientMutation({
  name: 'audio-position-set',
  tables: ['audioPositions'],
  // Only the newest listening position matters: a waiting one is replaced, not queued every 5 s.
  coalesce: true,
  itemKey: (args) => audioPositionKey(args.audio_id),
  async apply(tx, { at }, args) {
    await tx.table('audioPositions').put({
      key: audioPositionKey(args.audio_id),
      audioId: args.audio_id,
      position: args.position,
      updatedAt: args.at ?? at,
    });
  },
});

export const audioPositionsPull = definePullSection({
  key: 'audio_positions',
  item: v.object({ audio_id: v.number(), position: v.number(), updated_at: v.string() }),
  tables: ['audioPositions'],
  async merge(tx, { unsettled }, items) {
    const table = tx.table('audioPositions');
    for (const p of items) {
      const key = audioPositionKey(p.audio_id);
      if (unsettled.has(key)) continue;
      const existing = await table.get(key);
      if (existing && existing.updatedAt >= p.updated_at) continue;
      await table.put({ key, audioId: p.audio_id, position: p.position, updatedAt: p.updated_at });
    }
  },
});
