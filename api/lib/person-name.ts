// The privacy rule for a person's name: the one place that decides which name a viewer sees. A pupil's
// surname is for the pupil, admins/moderators and the pupil's mentors only (personal-data.ts); every
// response and notification that names a user calls `visibleName`/`visibleNameParts`. Never join a
// first name and a surname anywhere else.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { contestMentorPupils } from '../../db/schema/contests.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { perDb } from './per-db.ts';
import { PERSONAL_DATA_ROLES } from './personal-data.ts';
import type { SessionUser } from './session-service.ts';

/** The pupil type (dictionaries id 1); a user with no type yet is treated as one. */
const PUPIL_TYPE_ID = 1;

/** Columns `visibleName` needs; select them next to whatever else a list reads. */
export const personColumns = { id: users.id, name: users.name, lastName: users.lastName, typeId: users.typeId };

export interface Person {
  id: number | null;
  name: string | null;
  lastName: string | null;
  typeId: number | null;
}

/** Who reads the names: built once per request (or per notification recipient), then used for every person. */
export interface NameViewer {
  id: number | null;
  /** Admins and moderators: they look after accounts. */
  staff: boolean;
  /** The pupils this viewer mentors (the special contest's mentor links). */
  pupils: ReadonlySet<number>;
}

export const GUEST_VIEWER: NameViewer = { id: null, staff: false, pupils: new Set() };

// Read for every signed-in list that names people: built once per database (per-db.ts).
const viewerQueries = perDb((db) => ({
  pupils: db
    .select({ id: contestMentorPupils.pupilId })
    .from(contestMentorPupils)
    .where(eq(contestMentorPupils.mentorId, sql.placeholder('viewer'))),
  roles: db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, sql.placeholder('viewer'))),
}));

async function pupilsOf(db: Db, mentorId: number): Promise<Set<number>> {
  return new Set(await db.$pluck<number>(viewerQueries(db).pupils, { viewer: mentorId }));
}

/** The viewer of a request (null: a guest). */
export async function nameViewerOf(db: Db, viewer: SessionUser | null | undefined): Promise<NameViewer> {
  if (!viewer) return GUEST_VIEWER;
  const staff = viewer.roles.some((r) => PERSONAL_DATA_ROLES.includes(r));
  return { id: viewer.id, staff, pupils: staff ? new Set() : await pupilsOf(db, viewer.id) };
}

/** The viewer by id (a notification's recipient; null: a guest): reads their roles. */
export async function nameViewerById(db: Db, userId: number | null): Promise<NameViewer> {
  if (userId === null) return GUEST_VIEWER;
  const roles = await db.$pluck<string>(viewerQueries(db).roles, { viewer: userId });
  return nameViewerOf(db, { id: userId, roles });
}

/** A person every viewer sees in full (not a pupil, and of a known type): no viewer's rights need reading. */
export function namedInFullToAll(person: Pick<Person, 'typeId'>): boolean {
  return person.typeId !== null && person.typeId !== PUPIL_TYPE_ID;
}

/**
 * Whether the viewer may see this person's surname. A pupil's: the pupil, admins/moderators, the pupil's
 * mentors. Other types (bloggers, scientists, teachers, parents) sign what they publish with their full
 * name, as before; their profile's other personal data still follows personal-data.ts.
 */
export function seesSurname(viewer: NameViewer, person: Person): boolean {
  if (namedInFullToAll(person)) return true;
  return viewer.staff || (person.id !== null && (person.id === viewer.id || viewer.pupils.has(person.id)));
}

/** The first name and the surname this viewer may see (the surname '' when hidden). */
export function visibleNameParts(viewer: NameViewer, person: Person): { name: string; last_name: string } {
  const lastName = seesSurname(viewer, person) ? (person.lastName ?? '') : '';
  return { name: person.name ?? '', last_name: lastName };
}

/** The display name this viewer may see: 'Алиса' or 'Алиса Иванова'. */
export function visibleName(viewer: NameViewer, person: Person): string {
  const p = visibleNameParts(viewer, person);
  return [p.name, p.last_name].filter(Boolean).join(' ').trim();
}
