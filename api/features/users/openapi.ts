// OpenAPI descriptions of the user routes (routes.ts, avatars-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, idName, listOf, ownUser, pageOf, publicUser, signedIn, success, text } from '../../lib/openapi-shapes.ts';

const doc = describer('users');
const badge = z.looseObject({ id, name: text });

export const userDocs = {
  register: doc('Register with a login, a password and the code sent to the login', { ok: signedIn, status: 201, errors: [400, 429] }),
  list: doc('The users catalogue', { ok: pageOf(z.looseObject({ id, name: text, last_name: text, type: idName.partial().nullable(), city: idName.partial().nullable() })) }),
  me: doc('The signed-in user', { ok: ownUser, auth: 'user' }),
  changePassword: doc('Change the password (other sessions are signed out)', { ok: success, auth: 'user', errors: [400] }),
  updateProfile: doc("Update the signed-in user's profile", { ok: ownUser, auth: 'user', errors: [400, 404] }),
  unlink: doc('Unlink a social network account', { ok: ownUser, auth: 'user', errors: [400] }),
  byId: doc('A public profile', { ok: publicUser, errors: [404] }),
  update: doc('Update a profile (the user themself or an admin)', { ok: ownUser, auth: 'user', errors: [400, 403, 404] }),
  newType: doc('Change the user type', { ok: ownUser, auth: 'user', errors: [400, 403, 404] }),
  badges: doc("A user's badges", { ok: listOf(badge), errors: [404] }),
  avatars: doc('The stock avatar images a user may choose', { ok: listOf(text) }),
};
