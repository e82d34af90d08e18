// A viewer's ties to several communities read at once (tiesOf, the catalogue's) are what tieOf answers for each one:
// owner, member with and without the right to post, requested, invited and none, and a guest's. The catalogue and a
// community page are kept for everyone; each viewer sees the owner named as they may see them.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communityMembers } from '../../../db/schema/communities.ts';
import { userRoles } from '../../../db/schema/users.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { tieOf, tiesOf } from './access.ts';
import { kit } from './test-kit.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const { person, call, create } = kit(t);

describe('tiesOf', () => {
  it('answers each community as tieOf does, and the catalogue shows the same states', async () => {
    // Type 2 (a teacher) may create communities.
    const owner = await person(2);
    const viewer = await person(2);
    const joined = await create(owner, { name: 'Открытый клуб' });
    const poster = await create(owner, { name: 'Клуб с правом писать' });
    const requested = await create(owner, { name: 'Закрытый клуб', is_closed: true });
    const invited = await create(owner, { name: 'Клуб по приглашению', is_closed: true });
    const untouched = await create(owner, { name: 'Чужой клуб' });
    const own = await create(viewer, { name: 'Свой клуб' });
    expect((await call('PATCH', `/${joined}/join`, viewer)).status).toBe(200);
    expect((await call('PATCH', `/${poster}/join`, viewer)).status).toBe(200);
    await t.deps.db.update(communityMembers).set({ canPost: true }).where(eq(communityMembers.communityId, poster));
    expect((await call('POST', `/${requested}/request`, viewer)).status).toBe(201);
    expect((await call('POST', `/${invited}/invite/${viewer.userId}`, owner)).status).toBe(201);

    const ids = [joined, poster, requested, invited, untouched, own];
    const ties = await tiesOf(t.deps.db, ids, viewer.userId);
    for (const id of ids) expect(ties.get(id), `community ${id}`).toEqual(await tieOf(t.deps.db, id, viewer.userId));
    expect(ids.map((id) => ties.get(id)!.state)).toEqual(['member', 'member', 'requested', 'invited', 'none', 'owner']);
    expect(ties.get(poster)!.canPost).toBe(true);
    expect(ties.get(joined)!.canPost).toBe(false);
    const guest = await tiesOf(t.deps.db, ids, null);
    for (const id of ids) expect(guest.get(id)).toEqual(await tieOf(t.deps.db, id, null));

    // Reading the ties writes nothing: the kept answers everyone shares stay (a UNION once read as a write).
    const epoch = await t.deps.db.$changeEpoch();
    const listed = (await call('GET', '/catalog?limit=100', viewer)).body.list!;
    expect(await t.deps.db.$changeEpoch()).toBe(epoch);
    const stateOf = (id: number) => listed.find((c) => c.id === id)?.state;
    expect(ids.map(stateOf)).toEqual(['member', 'member', 'requested', 'invited', 'none', 'owner']);
  });

  it('names a pupil owner as each viewer may see them, over the kept catalogue and page', async () => {
    const teacher = await person(2);
    const pupil = await person(1);
    const other = await person(1);
    const admin = await person(2);
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const id = await create(teacher, { name: 'Клуб ученика' });
    expect((await call('PATCH', `/${id}/join`, pupil)).status).toBe(200);
    expect((await call('PATCH', `/${id}/owner/${pupil.userId}`, teacher)).status).toBe(200);
    const ownerSeenBy = async (who?: typeof pupil) => {
      const listed = (await call('GET', '/catalog?limit=100', who)).body.list!.find((c) => c.id === id)!;
      const page = (await call('GET', `/${id}`, who)).body;
      expect(page.owner).toEqual(listed.owner);
      return (listed.owner as { last_name: string }).last_name;
    };
    expect(await ownerSeenBy()).toBe('');
    expect(await ownerSeenBy(other)).toBe('');
    expect(await ownerSeenBy(admin)).toBe('Тестов');
    expect(await ownerSeenBy(pupil)).toBe('Тестов');
    expect(await ownerSeenBy(other)).toBe('');
  });
});
