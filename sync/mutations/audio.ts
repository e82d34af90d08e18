// audio-position-set: where a signed-in listener stopped in a podcast track (seconds; 0 clears
// it after the end). Conflict rule: the newest client time wins (`at` in the args, else the
// envelope's), so an older position pushed late from another device never overwrites a newer one.
import * as v from 'valibot';

export const audioPositionSetArgs = v.object({
  audio_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  position: v.pipe(v.number(), v.minValue(0), v.maxValue(86_400)),
  at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
