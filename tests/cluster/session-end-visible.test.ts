// A node keeps who a session is (api/lib/session-service.ts, through api/lib/kept-answers.ts) instead of asking
// the database on every request. A session ended or a role taken through node 1 must not live on in node 2's kept lookups: node 2 answers as the
// user first (so it keeps the lookup), the change goes through node 1, and node 2 must refuse within 1 s.
import { afterAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../db/schema/users.ts';
import { call, cluster, clusterStore, firstSeen, signUp } from './cluster-info.ts';

const store = clusterStore();
afterAll(() => store.close());
const [node1, node2] = cluster.nodes.map((n) => n.url) as [string, string];

describe("a session's end on another node", () => {
  it('a logout through node 1 is refused by node 2 within 1 s, though node 2 had just answered it', async () => {
    const pupil = await signUp(store);
    for (let i = 0; i < 3; i += 1) expect((await call(node2, 'GET', '/api/user/me', pupil.token)).status).toBe(200);
    expect((await call(node1, 'POST', '/api/auth/logout', pupil.token)).status).toBe(200);
    // On the node that ended it, at once.
    expect((await call(node1, 'GET', '/api/user/me', pupil.token)).status).toBe(401);
    const at = Date.now();
    const refused = async () => (await call(node2, 'GET', '/api/user/me', pupil.token)).status === 401;
    expect(await firstSeen(refused, at)).toBeLessThan(1000);
  });

  it('a role taken through node 1 stops opening the staff area on node 2 within 1 s', async () => {
    const admin = await signUp(store);
    const editor = await signUp(store);
    await store.db.insert(userRoles).values([
      { userId: admin.userId, role: 'admin' },
      { userId: editor.userId, role: 'editor' },
    ]);
    expect((await call(node2, 'GET', '/api/staff/me', editor.token)).status).toBe(200);
    const taken = await call(node1, 'POST', `/api/staff/users/${editor.userId}/roles`, admin.token, {
      role: 'editor',
      granted: false,
    });
    expect(taken.status).toBe(200);
    expect((await call(node1, 'GET', '/api/staff/me', editor.token)).status).toBe(403);
    const at = Date.now();
    const refused = async () => (await call(node2, 'GET', '/api/staff/me', editor.token)).status === 403;
    expect(await firstSeen(refused, at)).toBeLessThan(1000);
  });

  it('a suspension through node 1 ends the pupil’s session on node 2 within 1 s', async () => {
    const admin = await signUp(store);
    const pupil = await signUp(store);
    await store.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    expect((await call(node2, 'GET', '/api/user/me', pupil.token)).status).toBe(200);
    const suspended = await call(node1, 'POST', `/api/staff/users/${pupil.userId}/suspend`, admin.token, {
      reason: 'Проверка',
    });
    expect(suspended.status).toBe(200);
    const at = Date.now();
    const refused = async () => (await call(node2, 'GET', '/api/user/me', pupil.token)).status === 401;
    expect(await firstSeen(refused, at)).toBeLessThan(1000);
  });
});
