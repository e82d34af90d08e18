// `npm run schools:import`: loads schools from an open data file (CSV or the registry's XML, docs/schools.md) in
// batches, each in its own transaction. The registry id is the key: a school seen before is updated when its
// fields changed and left alone when not, so a re-import changes nothing and a newer (or partial) file updates
// only what differs. Schools absent from the file are kept: users may have chosen them.
import { createReadStream } from 'node:fs';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { schools } from '../../../db/schema/accounts-geo.ts';
import { users } from '../../../db/schema/users.ts';
import { DEMO_SCHOOLS } from '../../../db/seed/demo-schools.ts';
import { csvRecords } from './csv-records.ts';
import { PlaceMatcher } from './place-match.ts';
import { fromCsv, fromRegistryXml, type RegistrySchool, type Unusable } from './registry-format.ts';
import { schoolSearch } from '../../lib/school-key.ts';
import { xmlRecords } from './xml-records.ts';

const BATCH = 500;

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  citiesCreated: number;
  skipped: { invalid: number; inactive: number; unknownRegion: number };
}

/** The file's schools, read as a stream: XML when the name ends in .xml, CSV otherwise. */
export function schoolsOfFile(file: string): AsyncGenerator<RegistrySchool | Unusable> {
  const chunks = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 });
  return file.toLowerCase().endsWith('.xml')
    ? mapped(xmlRecords(chunks, 'Certificate'), fromRegistryXml)
    : mapped(csvRecords(chunks), fromCsv);
}

async function* mapped<T>(records: AsyncIterable<Record<string, string>>, map: (r: Record<string, string>) => T) {
  for await (const r of records) yield map(r);
}

export async function importSchools(db: Db, rows: AsyncIterable<RegistrySchool | Unusable>): Promise<ImportReport> {
  const report: ImportReport = {
    added: 0,
    updated: 0,
    unchanged: 0,
    citiesCreated: 0,
    skipped: { invalid: 0, inactive: 0, unknownRegion: 0 },
  };
  await dropInventedSchools(db);
  const places = new PlaceMatcher();
  let batch: RegistrySchool[] = [];
  const flush = async () => {
    try {
      await db.transaction((tx) => importBatch(tx, batch, places, report));
    } catch (e) {
      places.forgetCities();
      throw e;
    }
    batch = [];
  };
  for await (const row of rows) {
    if ('skip' in row) report.skipped[row.skip] += 1;
    else batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  report.citiesCreated = places.citiesCreated;
  return report;
}

async function importBatch(tx: Db, rows: RegistrySchool[], places: PlaceMatcher, report: ImportReport) {
  // The last row of a registry id wins (the registry lists an organisation once per certificate).
  const byId = new Map(rows.map((r) => [r.registryId, r]));
  const existing = new Map(
    (
      await tx
        .select()
        .from(schools)
        .where(inArray(schools.registryId, [...byId.keys()]))
    ).map((s) => [s.registryId, s]),
  );
  const fresh: (typeof schools.$inferInsert)[] = [];
  for (const r of byId.values()) {
    const regionId = await places.region(tx, r.region);
    if (regionId === null) {
      report.skipped.unknownRegion += 1;
      continue;
    }
    const values = {
      cityId: await places.city(tx, regionId, r.city),
      name: r.name,
      shortName: r.shortName,
      address: r.address,
      search: schoolSearch(r.name, r.shortName),
    };
    const old = existing.get(r.registryId);
    if (!old) fresh.push({ ...values, registryId: r.registryId, confirmed: true });
    else if (
      old.cityId === values.cityId &&
      old.name === values.name &&
      old.shortName === values.shortName &&
      old.address === values.address
    )
      report.unchanged += 1;
    else {
      await tx.update(schools).set(values).where(eq(schools.id, old.id));
      report.updated += 1;
    }
  }
  if (fresh.length) {
    const added = await tx
      .insert(schools)
      .values(fresh)
      .onConflictDoNothing({ target: schools.registryId })
      .returning({ id: schools.id });
    report.added += added.length;
  }
}

/**
 * Real schools replace the invented ones: before they moved to the demo seed, every server had five per regional
 * centre as reference data. Only those names, never imported or typed ones, and none a user is linked to.
 */
async function dropInventedSchools(db: Db): Promise<void> {
  const linked = db.select({ id: users.schoolId }).from(users).where(eq(users.schoolId, schools.id));
  await db
    .delete(schools)
    .where(
      and(
        isNull(schools.registryId),
        eq(schools.confirmed, true),
        inArray(schools.name, DEMO_SCHOOLS),
        notExists(linked),
      ),
    );
}
