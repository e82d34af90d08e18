// OpenAPI descriptions of the staff area's school calls (docs/schools.md). Every call needs a session (401)
// and a staff role with the schools part (403).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, idName, maybeText, pageOf, success, text } from '../../lib/openapi-shapes.ts';

const doc = describer('staff');
const staffCall = (summary: string, ok: z.ZodType, errors: (400 | 404)[] = [], status?: 201) =>
  doc(summary, { ok, status, auth: 'user', errors: [403, ...errors] });

const school = z.looseObject({
  id,
  name: text,
  short_name: maybeText,
  address: maybeText,
  registry_id: maybeText,
  confirmed: z.boolean(),
  city: idName,
  region: idName,
  users: z.number().int(),
});

export const schoolStaffDocs = {
  list: staffCall(
    'Schools, unconfirmed ones (typed by users) first; filter by confirmed, town or name',
    pageOf(school),
  ),
  add: staffCall('Add a confirmed school to a town', z.looseObject({ id }), [400], 201),
  edit: staffCall('Confirm a school and/or rename it; its users follow the new name', success, [400, 404]),
  merge: staffCall(
    'Merge a school into another of the same town: its users move, it is deleted',
    z.looseObject({ moved: z.number().int() }),
    [400, 404],
  ),
};
