// A run of 'audio-position-set' mutations through setAudioPositionRun leaves exactly what applying them one
// by one leaves: two devices' mixed pushes (repeats, older and newer times, an unknown podcast, resent ids)
// give the same push answers, rows, change versions and pull on both paths.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audioPositions } from '../../../db/schema/audio-positions.ts';
import { pageAudios } from '../../../db/schema/content.ts';
import type { Db } from '../../../db/store.ts';
import { fromFreshInstall, pushThroughBothPaths, type PathPush } from '../../testing/run-paths.ts';

const audioIds = () =>
  fromFreshInstall(async (db) =>
    (await db.select({ id: pageAudios.id }).from(pageAudios).orderBy(pageAudios.id)).map((r) => r.id),
  );

const rowsOf = (db: Db, userId: number) =>
  db
    .select({
      id: audioPositions.audioId,
      position: audioPositions.position,
      at: audioPositions.at,
      version: audioPositions.version,
    })
    .from(audioPositions)
    .where(eq(audioPositions.userId, userId))
    .orderBy(asc(audioPositions.audioId));

const NOW = new Date('2026-01-10T12:00:00.000Z');
const min = (m: number) => `2026-01-10T10:${String(m).padStart(2, '0')}:00.000Z`;

describe('audio-position-set runs', () => {
  it('leave the same answers, rows, versions and pull as one by one', async () => {
    const [x, y] = (await audioIds()) as [number, number];
    expect(y).toBeDefined();
    // `at` in the args (the time the position was reached), else the envelope's.
    const pos = (id: number, audio: number, position: number, at: string, argsAt?: string) => ({
      id,
      name: 'audio-position-set',
      args: { audio_id: audio, position, ...(argsAt ? { at: argsAt } : {}) },
      at,
    });
    const a = 'device-a';
    const b = 'device-b';
    const pushes: PathPush[] = [
      {
        client: a,
        mutations: [
          pos(1, x, 30, min(1)),
          pos(2, x, 60.04, min(2)),
          pos(3, y, 10, min(3), min(3)),
          pos(4, x, 60.04, min(2)), // a replay: nothing changes
          pos(5, x, 45, min(1), min(1)), // older than the stored one: nothing changes
          pos(6, y, 0, min(9), '2099-01-01T00:00:00.000Z'), // a clock in 2099 counts as the server's time
        ],
      },
      {
        client: b,
        mutations: [
          pos(1, x, 90, min(5)),
          pos(2, y, 20, min(4)),
          pos(3, x, 120.26, min(6)),
          pos(4, x, 100, min(6)),
          pos(5, x, 100, min(6)),
        ],
      },
      {
        client: a,
        mutations: [
          pos(5, x, 45, min(1), min(1)),
          pos(6, y, 0, min(9)),
          pos(7, 99_999_999, 5, min(7)),
          pos(8, x, 130, min(8)),
        ],
      },
      { client: a, mutations: [pos(9, y, 15, min(10)), pos(10, y, 16, min(11)), pos(11, x, 1, min(2))] },
    ];
    const { batch, alone, runs } = await pushThroughBothPaths(pushes, rowsOf, NOW);
    expect(batch).toEqual(alone);
    // Pushes 1, 2 and 4 went through the batch form; 3 (an unknown podcast) one by one.
    expect(runs).toBe(3);
    expect(JSON.stringify(batch.answers)).toContain('"status":"rejected"');
  });
});
