// /community membership: a user's own moves (join, leave, request, cancel), the owner's decisions
// (approve, reject, invite, revoke, remove, right to post), the invited user's answer, and lists.
import { Hono, type Context } from 'hono';
import type { Db } from '../../../db/store.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { communityDocs as d } from './openapi.ts';
import { canPostInput, idParam, memberParam, membersQuery } from './inputs.ts';
import { listMembers, listPendingInvites, listPendingRequests } from './lists-service.ts';
import { cancelRequest, joinCommunity, leaveCommunity, requestToJoin } from './membership-service.ts';
import { decideInvite, decideRequest, inviteUser, removeMember, revokeInvite, setCanPost } from './owner-service.ts';
import { communityJson } from './views.ts';
import type { SessionUser } from '../../lib/session-service.ts';

const ID = '/:id{[0-9]+}';

export function membershipRoutes(deps: AppDeps) {
  const { db } = deps;
  const view = async (id: number, viewer: SessionUser) => {
    const json = await communityJson(db, id, viewer);
    if (!json) throw httpError(404, 'Community not found');
    return json;
  };
  const own = async (
    c: Context<AppEnv>,
    id: number,
    move: (d: Db, communityId: number, userId: number) => Promise<unknown>,
  ) => {
    const user = requireUser(c);
    await move(db, id, user.id);
    return c.json(await view(id, user));
  };
  return new Hono<AppEnv>()
    .get(`${ID}/members`, d.members, validate('param', idParam), validate('query', membersQuery), async (c) =>
      c.json(await listMembers(db, c.req.valid('param').id, c.get('user')?.id ?? null, c.req.valid('query'))),
    )
    .get(`${ID}/requests`, d.requests, validate('param', idParam), async (c) =>
      c.json(await listPendingRequests(db, c.req.valid('param').id, requireUser(c).id)),
    )
    .get(`${ID}/invites`, d.invites, validate('param', idParam), async (c) =>
      c.json(await listPendingInvites(db, c.req.valid('param').id, requireUser(c).id)),
    )
    .patch(`${ID}/join`, d.join, validate('param', idParam), (c) => own(c, c.req.valid('param').id, joinCommunity))
    .patch(`${ID}/leave`, d.leave, validate('param', idParam), (c) => own(c, c.req.valid('param').id, leaveCommunity))
    .patch(`${ID}/request-cancel`, d.requestCancel, validate('param', idParam), (c) =>
      own(c, c.req.valid('param').id, cancelRequest),
    )
    .post(`${ID}/request`, d.request, validate('param', idParam), async (c) => {
      const id = await requestToJoin(db, c.req.valid('param').id, requireUser(c).id);
      return c.json({ id }, 201);
    })
    .patch('/request/:id{[0-9]+}/approve', d.approve, validate('param', idParam), async (c) => {
      await decideRequest(db, c.req.valid('param').id, requireUser(c).id, true);
      return c.json({ status: 'approved' });
    })
    .patch('/request/:id{[0-9]+}/reject', d.reject, validate('param', idParam), async (c) => {
      await decideRequest(db, c.req.valid('param').id, requireUser(c).id, false);
      return c.json({ status: 'rejected' });
    })
    .post(`${ID}/invite/:userId{[0-9]+}`, d.invite, validate('param', memberParam), async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json({ id: await inviteUser(db, id, requireUser(c).id, userId) }, 201);
    })
    .patch('/invite/:id{[0-9]+}/accept', d.inviteAccept, validate('param', idParam), async (c) => {
      const user = requireUser(c);
      return c.json(await view(await decideInvite(db, c.req.valid('param').id, user.id, true), user));
    })
    .patch('/invite/:id{[0-9]+}/reject', d.inviteReject, validate('param', idParam), async (c) => {
      const user = requireUser(c);
      return c.json(await view(await decideInvite(db, c.req.valid('param').id, user.id, false), user));
    })
    .patch('/invite/:id{[0-9]+}/revoke', d.inviteRevoke, validate('param', idParam), async (c) => {
      await revokeInvite(db, c.req.valid('param').id, requireUser(c).id);
      return c.json({ status: 'revoked' });
    })
    .patch(`${ID}/remove/:userId{[0-9]+}`, d.removeMember, validate('param', memberParam), async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeMember(db, id, requireUser(c).id, userId);
      return c.json({ removed: true });
    })
    .patch(
      `${ID}/members/:userId{[0-9]+}`,
      d.canPost,
      validate('param', memberParam),
      validate('json', canPostInput),
      async (c) => {
        const { id, userId } = c.req.valid('param');
        await setCanPost(db, id, requireUser(c).id, userId, c.req.valid('json').can_post);
        return c.json({ can_post: c.req.valid('json').can_post });
      },
    );
}
