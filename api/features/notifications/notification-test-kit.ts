// Shared by the notification API tests: named people, the list as a user gets it, and a call
// that must succeed. Each test file passes its own test app.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import type { TestApp } from '../../testing/test-app.ts';

export type Item = {
  id: number;
  type: { id: number; label: string };
  title: string;
  text: string;
  link: string | null;
  is_read: boolean;
  with_action: boolean;
  count: number;
  user_from: { id: number; name: string } | null;
  request: { id: number } | null;
  invite: { id: number } | null;
  comment: { id: number } | null;
  contest: { id: number } | null;
  event: { id: number } | null;
  community_from: { id: number; name: string } | null;
  badge: { id: number; image: string } | null;
};

export async function ok(res: Response | Promise<Response>, status = 200) {
  const r = await res;
  if (r.status !== status) throw new Error(`${r.status}: ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

export function notificationKit(t: TestApp) {
  const person = async (name: string, typeId: number | null = null) => {
    const u = await t.signUp();
    await t.deps.db.update(users).set({ name, lastName: '', typeId }).where(eq(users.id, u.userId));
    return u;
  };
  const list = async (token: string, query = ''): Promise<{ list: Item[]; total: number }> => {
    const res = await t.call('GET', `/api/notification${query}`, { token });
    expect(res.status).toBe(200);
    return res.json();
  };
  const ofKind = async (token: string, kind: number) =>
    (await list(token, '?limit=50')).list.filter((n) => n.type.id === kind);
  return { person, list, ofKind };
}
