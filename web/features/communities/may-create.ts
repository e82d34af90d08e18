// Whether the signed-in user sees 'Создать сообщество': the shared rule over the cached profile.
import { mayCreateCommunity } from '../../../sync/rules/communities.ts';
import type { CurrentUser } from '../../lib/session.ts';

export function mayCreate(user: CurrentUser): boolean {
  const type = user.type as { id?: unknown } | null | undefined;
  const roles = Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [];
  return mayCreateCommunity({ typeId: typeof type?.id === 'number' ? type.id : null, roles });
}
