// special-vote: a vote for a special-contest work, queued on the device (maybe offline). The server
// runs the same service as POST /contest-learn-known/video-vote. Conflict rule: the first vote of a
// user for a work stands; a later one (another device, a second tab) is rejected with
// 'Already voted' and the device shows the server's vote again.
import * as v from 'valibot';
import { VOTE_MAX, VOTE_MIN } from '../rules/special-contest.ts';

const point = v.pipe(v.number(), v.integer(), v.minValue(VOTE_MIN), v.maxValue(VOTE_MAX));

export const specialVoteArgs = v.object({
  video_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  clarity: point,
  fascination: point,
  scientific: point,
});
