// The role matrix's rows for the site editing calls (access-matrix.test.ts): contests, the jury's
// places, projects, static pages, FAQ, the feedback form (admin, editor) and settings (admin).
export type Role = 'admin' | 'moderator' | 'editor';
export interface Call {
  /** 'ALL' (the tus endpoints) is called with POST. */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL';
  path: string;
  /** The path in the app's route table, when it differs from `path` (ids in place of params). */
  route: string;
  body?: unknown;
  roles: Role[];
}

const EDIT: Role[] = ['admin', 'editor'];
const MISSING = 987654;

function collection(base: string, invalid: unknown): Call[] {
  const one = `/api/staff/${base}/:id{[0-9]+}`;
  return [
    { method: 'GET', path: `/api/staff/${base}`, route: `/api/staff/${base}`, roles: EDIT },
    // An invalid body: only the allowed roles reach the validator (400).
    { method: 'POST', path: `/api/staff/${base}`, route: `/api/staff/${base}`, body: invalid, roles: EDIT },
    { method: 'PUT', path: `/api/staff/${base}/${MISSING}`, route: one, body: invalid, roles: EDIT },
    { method: 'DELETE', path: `/api/staff/${base}/${MISSING}`, route: one, roles: EDIT },
  ];
}

export const SITE_CALLS: Call[] = [
  { method: 'GET', path: '/api/staff/contests', route: '/api/staff/contests', roles: EDIT },
  { method: 'GET', path: `/api/staff/contests/${MISSING}`, route: '/api/staff/contests/:id{[0-9]+}', roles: EDIT },
  { method: 'POST', path: '/api/staff/contests', route: '/api/staff/contests', body: { title: '' }, roles: EDIT },
  {
    method: 'PUT',
    path: `/api/staff/contests/${MISSING}`,
    route: '/api/staff/contests/:id{[0-9]+}',
    body: { title: '' },
    roles: EDIT,
  },
  {
    method: 'POST',
    path: `/api/staff/contests/${MISSING}/publish`,
    route: '/api/staff/contests/:id{[0-9]+}/publish',
    body: { published: true },
    roles: EDIT,
  },
  { method: 'GET', path: '/api/staff/contests/winners', route: '/api/staff/contests/winners', roles: EDIT },
  {
    method: 'PUT',
    path: '/api/staff/contests/winners',
    route: '/api/staff/contests/winners',
    body: { list: [{ place: 9, video_id: MISSING }] },
    roles: EDIT,
  },
  ...collection('projects', { title: '' }),
  ...collection('static-pages', { path: 'staff', title: 'Занято' }),
  ...collection('faq', { question: '' }),
  ...collection('faq-tags', { name: '' }),
  ...collection('faq-form', { code: 'Bad code' }),
  { method: 'GET', path: '/api/staff/settings', route: '/api/staff/settings', roles: ['admin'] },
  {
    method: 'PUT',
    path: '/api/staff/settings',
    route: '/api/staff/settings',
    body: { values: { vk_url: 'javascript:alert(1)' } },
    roles: ['admin'],
  },
];
