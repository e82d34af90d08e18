// OpenAPI descriptions of the region, town, school and address look-ups (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { id, idName, listOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('geo');

export const geoDocs = {
  regions: doc('Regions by name', { ok: listOf(idName) }),
  cities: doc('Towns by name, optionally of one region', { ok: listOf(idName) }),
  schools: doc('Schools of a town by name', { ok: listOf(idName) }),
  citySearch: doc('Towns with their region', { ok: listOf(idName.extend({ region: idName })) }),
  address: doc('Address suggestions down to the town', {
    ok: listOf(z.looseObject({ value: text, city_id: id, region_id: id, city: text, region: text })),
  }),
};
