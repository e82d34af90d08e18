// The short public view of a user in social lists (followers, following, blocked, notifications):
// id, the name the viewer may see (api/lib/person-name.ts) and avatar; never the login or anything personal.
import { users } from '../../db/schema/users.ts';
import { personColumns, visibleName, type NameViewer, type Person } from './person-name.ts';

export const userBriefColumns = { ...personColumns, avatar: users.avatar };

export function toUserBrief(viewer: NameViewer, r: Person & { id: number; avatar: string | null }) {
  return { id: r.id, name: visibleName(viewer, r), avatar: r.avatar };
}
