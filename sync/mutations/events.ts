// event-form-send: an event registration form queued on the device (maybe offline). The server
// runs the same service as POST /event/{id}/form; `client_key` (a uuid made once per send)
// makes a replay or a second push count once. Conflict rule: the first send of a key stands;
// a later send by the same user updates their answers.
import * as v from 'valibot';

export const eventFormSendArgs = v.object({
  event_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  client_key: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  values: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
        value: v.pipe(v.string(), v.maxLength(2000)),
      }),
    ),
    v.maxLength(50),
  ),
});
