// OpenAPI descriptions of the notification types and badges (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, listOf, maybeText, text } from '../../lib/openapi-shapes.ts';

const doc = describer('dictionaries');

export const notificationTypeDocs = {
  types: doc('Notification groups a user may switch off', {
    ok: listOf(z.looseObject({ id, name: text, code: maybeText })),
  }),
  badges: doc('Badges of the site', {
    ok: listOf(z.looseObject({ id, name: text, description: maybeText, image: maybeText })),
  }),
};
