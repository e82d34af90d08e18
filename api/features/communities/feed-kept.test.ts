// A community feed's page is kept for everyone who may read it (feed-service.ts): each viewer still gets only what
// is theirs to see. A closed community's kept page never reaches a non-member, the adder's surname follows the
// privacy rule per viewer over the same kept page, and an entry added after a read is in the next read.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communityMembers } from '../../../db/schema/communities.ts';
import { pages } from '../../../db/schema/content.ts';
import { userRoles, users } from '../../../db/schema/users.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { kit, type Person } from './test-kit.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);

let n = 0;
async function material() {
  n += 1;
  const [row] = await t.deps.db
    .insert(pages)
    .values({ slug: `kept-feed-${n}`, title: `Материал ${n}`, pageTypeId: 3, type: 'article', isPublished: true })
    .returning({ id: pages.id });
  return row!.id;
}

/** A pupil who joined `community` and may post there, with a surname. */
async function posterIn(community: number): Promise<Person> {
  const pupil = await person();
  await t.deps.db.update(users).set({ lastName: 'Иванова' }).where(eq(users.id, pupil.userId));
  expect((await call('PATCH', `/${community}/join`, pupil)).status).toBe(200);
  await t.deps.db.update(communityMembers).set({ canPost: true }).where(eq(communityMembers.userId, pupil.userId));
  return pupil;
}

const lastNames = (body: { list?: Record<string, unknown>[] }) =>
  (body.list ?? []).map((e) => (e.added_by as { last_name: string }).last_name);

describe('a kept community feed', () => {
  it('names a pupil adder per viewer, and shows an entry added after the page was kept', async () => {
    const owner = await person(2);
    const open = await create(owner, { name: 'Открытый клуб' });
    const adder = await posterIn(open);
    const otherPupil = await person();
    const admin = await person(2);
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    expect((await call('POST', `/${open}/feed`, adder, { page_id: await material() })).status).toBe(201);

    // The same page read by each in turn: the first read keeps it, the others are served from it.
    expect(lastNames((await call('GET', `/${open}/feed`, otherPupil)).body)).toEqual(['']);
    expect(lastNames((await call('GET', `/${open}/feed`, adder)).body)).toEqual(['Иванова']);
    expect(lastNames((await call('GET', `/${open}/feed`, admin)).body)).toEqual(['Иванова']);
    expect(lastNames((await call('GET', `/${open}/feed`, owner)).body)).toEqual(['']);
    expect(lastNames((await call('GET', `/${open}/feed`)).body)).toEqual(['']);

    expect((await call('POST', `/${open}/feed`, adder, { page_id: await material() })).status).toBe(201);
    const again = await call('GET', `/${open}/feed`, otherPupil);
    expect(again.body.total).toBe(2);
    expect((again.body.list ?? []).map((e) => (e.card as { title: string }).title)).toEqual([
      `Материал ${n}`,
      `Материал ${n - 1}`,
    ]);
  });

  it("keeps a closed community's page from anyone who is not in it", async () => {
    const owner = await person(2);
    const closed = await create(owner, { name: 'Закрытый клуб', is_closed: true });
    const member = await person();
    const asked = await call('POST', `/${closed}/request`, member);
    expect(asked.status).toBe(201);
    expect((await call('PATCH', `/request/${asked.body.id as number}/approve`, owner)).status).toBe(200);
    expect((await call('POST', `/${closed}/feed`, owner, { page_id: await material() })).status).toBe(201);
    expect((await call('GET', `/${closed}/feed`, member)).body.total).toBe(1);

    const outsider = await person();
    const refused = await call('GET', `/${closed}/feed`, outsider);
    expect(refused.status).toBe(403);
    expect(refused.body.list).toBeUndefined();
    expect((await call('GET', `/${closed}/feed`)).status).toBe(403);
    expect((await call('GET', `/999999/feed`, outsider)).status).toBe(404);
  });
});
