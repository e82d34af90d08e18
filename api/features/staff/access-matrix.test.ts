// The role matrix of the staff area: every /api/staff call, from one table, against a guest, a
// member and each staff role. A call is open to exactly the roles its row names: the others get
// 401 (guest) or 403. The table is checked against the app's own route list, so a new staff
// route without a row fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffRole } from '../users/staff-roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AUTHORING_CALLS } from './authoring-matrix.ts';
import { SITE_CALLS, type Call, type Role } from './site-matrix.ts';

const MOD: Role[] = ['admin', 'moderator'];
const EDIT: Role[] = ['admin', 'editor'];
const ADMIN: Role[] = ['admin'];
const MISSING = 987654;
const reason = { cancel_text: 'Видео не открывается' };
const page = { title: 'Проверка доступа', page_type_id: 3, content: [] };

const CALLS: Call[] = [
  { method: 'GET', path: '/api/staff/me', route: '/api/staff/me', roles: ['admin', 'moderator', 'editor'] },
  { method: 'GET', path: '/api/staff/audit', route: '/api/staff/audit', roles: ADMIN },
  { method: 'GET', path: '/api/staff/queue', route: '/api/staff/queue', roles: MOD },
  {
    method: 'POST',
    path: `/api/staff/queue/${MISSING}/accept`,
    route: '/api/staff/queue/:id{[0-9]+}/accept',
    roles: MOD,
  },
  {
    method: 'POST',
    path: `/api/staff/queue/${MISSING}/reject`,
    route: '/api/staff/queue/:id{[0-9]+}/reject',
    body: reason,
    roles: MOD,
  },
  {
    method: 'POST',
    path: '/api/staff/queue/batch',
    route: '/api/staff/queue/batch',
    body: { ids: [MISSING], status_id: 3 },
    roles: MOD,
  },
  { method: 'GET', path: '/api/staff/complaints', route: '/api/staff/complaints', roles: MOD },
  ...(['hide', 'restore', 'dismiss'] as const).map((a): Call => ({
    method: 'POST',
    path: `/api/staff/complaints/comment/${MISSING}/${a}`,
    route: `/api/staff/complaints/comment/:id{[0-9]+}/${a}`,
    roles: MOD,
  })),
  {
    method: 'POST',
    path: `/api/staff/complaints/comment/${MISSING}/ban-author`,
    route: '/api/staff/complaints/comment/:id{[0-9]+}/ban-author',
    body: { days: 7, reason: 'Оскорбления' },
    roles: MOD,
  },
  { method: 'GET', path: '/api/staff/type-requests', route: '/api/staff/type-requests', roles: MOD },
  ...(['approve', 'reject'] as const).map((a): Call => ({
    method: 'POST',
    path: `/api/staff/type-requests/${MISSING}/${a}`,
    route: `/api/staff/type-requests/:id{[0-9]+}/${a}`,
    roles: MOD,
  })),
  { method: 'GET', path: '/api/staff/inbox', route: '/api/staff/inbox', roles: MOD },
  {
    method: 'POST',
    path: `/api/staff/inbox/faq/${MISSING}/handled`,
    route: '/api/staff/inbox/:kind/:id{[0-9]+}/handled',
    body: { handled: true },
    roles: MOD,
  },
  { method: 'GET', path: '/api/staff/users', route: '/api/staff/users', roles: MOD },
  {
    method: 'POST',
    path: `/api/staff/users/${MISSING}/roles`,
    route: '/api/staff/users/:id{[0-9]+}/roles',
    body: { role: 'editor', granted: true },
    roles: ADMIN,
  },
  {
    method: 'POST',
    path: `/api/staff/users/${MISSING}/suspend`,
    route: '/api/staff/users/:id{[0-9]+}/suspend',
    body: { reason: 'Спам' },
    roles: MOD,
  },
  {
    method: 'POST',
    path: `/api/staff/users/${MISSING}/unsuspend`,
    route: '/api/staff/users/:id{[0-9]+}/unsuspend',
    roles: MOD,
  },
  { method: 'GET', path: '/api/staff/schools', route: '/api/staff/schools', roles: MOD },
  { method: 'POST', path: '/api/staff/schools', route: '/api/staff/schools', body: { name: '' }, roles: MOD },
  {
    method: 'PATCH',
    path: `/api/staff/schools/${MISSING}`,
    route: '/api/staff/schools/:id{[0-9]+}',
    body: { confirmed: true },
    roles: MOD,
  },
  {
    method: 'POST',
    path: `/api/staff/schools/${MISSING}/merge`,
    route: '/api/staff/schools/:id{[0-9]+}/merge',
    body: { into_id: 1 },
    roles: MOD,
  },
  { method: 'GET', path: '/api/staff/content/pages', route: '/api/staff/content/pages', roles: EDIT },
  {
    method: 'GET',
    path: `/api/staff/content/pages/${MISSING}`,
    route: '/api/staff/content/pages/:id{[0-9]+}',
    roles: EDIT,
  },
  // An invalid body: the role check comes first, so only the allowed roles reach the validator (400).
  {
    method: 'POST',
    path: '/api/staff/content/pages',
    route: '/api/staff/content/pages',
    body: { ...page, title: '' },
    roles: EDIT,
  },
  {
    method: 'PUT',
    path: `/api/staff/content/pages/${MISSING}`,
    route: '/api/staff/content/pages/:id{[0-9]+}',
    body: { title: 'Новое' },
    roles: EDIT,
  },
  {
    method: 'POST',
    path: `/api/staff/content/pages/${MISSING}/publish`,
    route: '/api/staff/content/pages/:id{[0-9]+}/publish',
    body: { published: true },
    roles: EDIT,
  },
  { method: 'GET', path: '/api/staff/content/news', route: '/api/staff/content/news', roles: EDIT },
  // No file: allowed roles reach the check (400 'file required').
  { method: 'POST', path: '/api/staff/content/images', route: '/api/staff/content/images', roles: EDIT },
  {
    method: 'POST',
    path: '/api/staff/content/media',
    route: '/api/staff/content/media',
    body: { upload_id: 'f'.repeat(32), kind: 'audio' },
    roles: EDIT,
  },
  // tus: an allowed role reaches the tus server (which wants its own headers: 4xx), the others do not.
  { method: 'ALL', path: '/api/staff/content/media/uploads', route: '/api/staff/content/media/uploads', roles: EDIT },
  {
    method: 'ALL',
    path: `/api/staff/content/media/uploads/${'f'.repeat(32)}`,
    route: '/api/staff/content/media/uploads/:id',
    roles: EDIT,
  },
  {
    method: 'GET',
    path: `/api/staff/content/news/${MISSING}`,
    route: '/api/staff/content/news/:id{[0-9]+}',
    roles: EDIT,
  },
  { method: 'POST', path: '/api/staff/content/news', route: '/api/staff/content/news', body: {}, roles: EDIT },
  {
    method: 'PUT',
    path: `/api/staff/content/news/${MISSING}`,
    route: '/api/staff/content/news/:id{[0-9]+}',
    body: { title: 'Новость' },
    roles: EDIT,
  },
  {
    method: 'POST',
    path: `/api/staff/content/news/${MISSING}/publish`,
    route: '/api/staff/content/news/:id{[0-9]+}/publish',
    body: { published: true },
    roles: EDIT,
  },
  ...AUTHORING_CALLS,
  ...SITE_CALLS,
];

const CALLERS = ['guest', 'member', 'editor', 'moderator', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

let t: TestApp;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  tokens.set('guest', undefined);
  tokens.set('member', (await t.signUp('member-matrix@example.org')).token);
  for (const role of ['editor', 'moderator', 'admin'] as const) {
    const login = `${role}-matrix@example.org`;
    tokens.set(role, (await t.signUp(login)).token);
    await setStaffRole(t.deps.db, login, role);
  }
});
afterAll(async () => {
  await t.close();
});

describe('staff area role matrix', () => {
  it('has a row for every /api/staff route of the app', () => {
    const routes = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/staff') && !(r.method === 'ALL' && r.path.endsWith('*')))
        .map((r) => `${r.method} ${r.path}`),
    );
    const table = new Set(CALLS.map((c) => `${c.method} ${c.route}`));
    expect([...routes].sort()).toEqual([...table].sort());
  });

  const cases = CALLS.flatMap((call) => CALLERS.map((caller) => ({ call, caller })));
  it.each(cases)('$call.method $call.path as $caller', async ({ call, caller }) => {
    const res = await t.call(call.method === 'ALL' ? 'POST' : call.method, call.path, {
      token: tokens.get(caller),
      body: call.body,
    });
    const allowed = caller !== 'guest' && caller !== 'member' && call.roles.includes(caller);
    if (caller === 'guest') expect(res.status).toBe(401);
    else if (!allowed) expect(res.status).toBe(403);
    else expect([401, 403]).not.toContain(res.status);
    if (allowed && call.method === 'GET' && !call.path.includes(String(MISSING))) expect(res.status).toBe(200);
    expect(res.status).toBeLessThan(500);
  });
});
