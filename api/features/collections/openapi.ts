// OpenAPI descriptions of /collection.
import { describer } from '../../lib/openapi.ts';
import { pageOf } from '../../lib/openapi-shapes.ts';
import { collection, collectionWithPages } from '../../lib/openapi-social-shapes.ts';

const doc = describer('collections');
const owner = [403, 404] as const;

export const collectionDocs = {
  own: doc("The caller's collections", { ok: pageOf(collection), auth: 'user' }),
  create: doc('Create a collection', {
    ok: collection,
    status: 201,
    auth: 'user',
    description: '400 `You are already add collection` for a taken title.',
  }),
  ofUser: doc("A user's public collections", { ok: pageOf(collection), errors: [404] }),
  read: doc('One collection with its materials', { ok: collectionWithPages, errors: [404] }),
  update: doc('Rename, describe, publish or reorder a collection (owner only)', {
    ok: collection,
    auth: 'user',
    errors: [...owner],
  }),
  remove: doc('Delete a collection (owner only)', { ok: null, status: 204, auth: 'user', errors: [...owner] }),
  add: doc('Add a material (owner only)', {
    ok: collection,
    auth: 'user',
    errors: [...owner],
    description: '400 `You are already add page` for a duplicate.',
  }),
  take: doc('Remove a material (owner only)', { ok: collection, auth: 'user', errors: [...owner] }),
  copy: doc('Make the caller a private copy', { ok: collection, status: 201, auth: 'user', errors: [404] }),
};
