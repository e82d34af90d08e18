// The role-matrix rows of the authoring of events, courses and quizzes (access-matrix.test.ts):
// list, one item, create, change, publish, each open to admins and editors only.
const MISSING = 987654;
const EDIT: ('admin' | 'editor')[] = ['admin', 'editor'];

export const AUTHORING_CALLS = (['events', 'courses', 'quizzes'] as const).flatMap((kind) => {
  const base = `/api/staff/content/${kind}`;
  return [
    { method: 'GET' as const, path: base, route: base, roles: EDIT },
    { method: 'GET' as const, path: `${base}/${MISSING}`, route: `${base}/:id{[0-9]+}`, roles: EDIT },
    // An empty body: the role check comes first, so only the allowed roles reach the validator (400).
    { method: 'POST' as const, path: base, route: base, body: {}, roles: EDIT },
    { method: 'PUT' as const, path: `${base}/${MISSING}`, route: `${base}/:id{[0-9]+}`, body: {}, roles: EDIT },
    {
      method: 'POST' as const,
      path: `${base}/${MISSING}/publish`,
      route: `${base}/:id{[0-9]+}/publish`,
      body: { published: true },
      roles: EDIT,
    },
  ];
});
