// Maps the open data records of the schools import to one shape (docs/schools.md names the source and fields):
// the CSV columns registry_id, name, short_name, region, city, address, or the XML of Рособрнадзор's registry of
// accredited organisations (<Certificate> with its <ActualEducationOrganization>). Pure: no database here.

export interface RegistrySchool {
  registryId: string;
  name: string;
  shortName: string | null;
  region: string;
  city: string;
  address: string | null;
}

/** A record the import cannot use, and why (counted in the import's report). */
export type Unusable = { skip: 'invalid' | 'inactive' };

export function fromCsv(r: Record<string, string>): RegistrySchool | Unusable {
  const registryId = r.registry_id ?? '';
  const name = r.name ?? '';
  const region = r.region ?? '';
  const city = r.city || cityOfAddress(r.address ?? '') || federalCity(region);
  if (!registryId || !name || !region || !city) return { skip: 'invalid' };
  return { registryId, name, shortName: r.short_name || null, region, city, address: r.address || null };
}

/** The registry's certificate statuses that name a working organisation (others are skipped, never deleted). */
const ACTIVE = new Set(['действующее', 'действует']);

export function fromRegistryXml(r: Record<string, string>): RegistrySchool | Unusable {
  const org = (field: string) => r[`ActualEducationOrganization/${field}`] ?? '';
  if (r.StatusName && !ACTIVE.has(r.StatusName.toLowerCase())) return { skip: 'inactive' };
  const registryId = org('Id');
  const name = org('FullName') || r.EduOrgFullName || '';
  const region = org('RegionName') || r.RegionName || '';
  const address = org('PostAddress') || r.PostAddress || '';
  const city = cityOfAddress(address) || federalCity(region);
  if (!registryId || !name || !region || !city) return { skip: 'invalid' };
  const shortName = org('ShortName') || r.EduOrgShortName || null;
  return { registryId, name, shortName, region, city, address: address || null };
}

// A settlement in a postal address: 'г. Иркутск', 'с. Кемцы', 'пгт Яблоновский', or 'Иркутск г'.
const PREFIXED =
  /^(?:г\.?|город|с\.?|село|пгт\.?|рп\.?|р\.п\.|п\.|пос\.|поселок|посёлок|д\.|деревня|ст-ца|станица|х\.|хутор|аул)\s+(.+)$/i;
const SUFFIXED = /^(.+?)\s+(?:г|город|с|пгт|п|д)\.?$/i;

export function cityOfAddress(address: string): string {
  for (const part of address.split(',').map((p) => p.trim())) {
    const m = PREFIXED.exec(part) ?? SUFFIXED.exec(part);
    if (m?.[1]) return m[1].trim();
  }
  return '';
}

/** Moscow, Saint Petersburg and Sevastopol are regions and towns at once. */
function federalCity(region: string): string {
  const name = region.replace(/^г\.?\s*/i, '').trim();
  return ['Москва', 'Санкт-Петербург', 'Севастополь'].includes(name) ? name : '';
}
