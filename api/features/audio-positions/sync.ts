// Podcast positions in sync: the 'audio-position-set' push handler and the 'audio_positions' pull.
import { clampClientTime } from '../../lib/client-time.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { setAudioPositionRun } from './set-run.ts';
import { audioPositionsChangedSince, setAudioPosition } from './service.ts';

export const audioPositionsSync = defineSyncFeature({
  name: 'audio-positions',
  handlers: [
    // audio-position-set: the newest time wins (`at` in the args, else the envelope's, both clamped
    // to the server's receive time); an older position arriving late, or a replay, changes nothing.
    // 0 clears it (track finished). A run of them in one push goes through setAudioPositionRun.
    defineHandler(
      'audio-position-set',
      async ({ db, userId, at, receivedAt }, args) => {
        await setAudioPosition(db, userId, {
          audioId: args.audio_id,
          position: args.position,
          at: args.at ? clampClientTime(args.at, receivedAt) : at,
        });
      },
      setAudioPositionRun,
    ),
  ],
  changesSince: async (db, userId, cookie) => ({
    audio_positions: await audioPositionsChangedSince(db, userId, cookie),
  }),
});
