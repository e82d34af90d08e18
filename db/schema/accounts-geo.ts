// Regions of Russia, their towns and schools, for the profile and contest autocompletes. Schools come from the
// public registry (`npm run schools:import`, docs/schools.md) or are typed by users and wait for staff.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const regions = sqliteTable('regions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const cities = sqliteTable(
  'cities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased name with ё as е, for case-insensitive Cyrillic search (SQLite's LIKE is ASCII-only). */
    search: text('search').notNull(),
  },
  (t) => [index('cities_region_idx').on(t.regionId), index('cities_search_idx').on(t.search)],
);

export const schools = sqliteTable(
  'schools',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search').notNull(),
    shortName: text('short_name'),
    address: text('address'),
    /** The open data registry's id of the organisation: the key a re-import updates by (null: not imported). */
    registryId: text('registry_id').unique(),
    /** False for a school a user typed ('Моей школы нет в списке') until staff confirm or merge it. */
    confirmed: integer('confirmed', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('schools_city_idx').on(t.cityId), index('schools_confirmed_idx').on(t.confirmed)],
);
