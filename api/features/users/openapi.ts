// OpenAPI descriptions of the user routes (routes.ts, avatars-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, idName, listOf, ownUser, pageOf, signedIn, success, text, viewedUser } from '../../lib/openapi-shapes.ts';

const doc = describer('users');
const badge = z.looseObject({ id, name: text });

export const userDocs = {
  register: doc('Register with a login, a password and the code sent to the login', {
    ok: signedIn,
    status: 201,
    errors: [400, 429],
  }),
  list: doc('The users catalogue (surname and city for staff only)', {
    ok: pageOf(
      z.looseObject({
        id,
        name: text,
        type: idName.partial().nullable(),
        last_name: text.optional(),
        city: idName.partial().nullable().optional(),
      }),
    ),
  }),
  me: doc('The signed-in user (404 when the account was deleted while the session lived)', {
    ok: ownUser,
    auth: 'user',
    errors: [404],
  }),
  changePassword: doc('Change the password (other sessions are signed out)', {
    ok: success,
    auth: 'user',
    errors: [400, 429],
  }),
  updateProfile: doc("Update the signed-in user's profile", { ok: ownUser, auth: 'user', errors: [400, 404] }),
  unlink: doc('Unlink a social network account', { ok: ownUser, auth: 'user', errors: [400, 404] }),
  byId: doc('A profile: guests see the card, members no surname or places, the user and staff everything', {
    ok: viewedUser,
    errors: [404],
  }),
  update: doc('Update a profile (the user themself or an admin)', {
    ok: ownUser,
    auth: 'user',
    errors: [400, 403, 404],
  }),
  newType: doc('Change the user type; blogger or scientist files a request for staff instead', {
    ok: ownUser,
    auth: 'user',
    errors: [400, 403, 404],
  }),
  badges: doc("A user's badges", { ok: listOf(badge), errors: [404] }),
  avatars: doc('The stock avatar images a user may choose', { ok: listOf(text) }),
};
