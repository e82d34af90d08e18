// The short public view of a user in social lists (followers, following, blocked): id, name
// and avatar only, never the login or anything personal.
import { users } from '../../db/schema/users.ts';

export const userBriefColumns = { id: users.id, name: users.name, lastName: users.lastName, avatar: users.avatar };

export function toUserBrief(r: { id: number; name: string; lastName: string; avatar: string | null }) {
  return { id: r.id, name: [r.name, r.lastName].filter(Boolean).join(' ').trim(), avatar: r.avatar };
}
