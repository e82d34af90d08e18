// OpenAPI descriptions of the community routes (community-routes.ts, membership-routes.ts, feed-routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, id, maybeText, pageOf, text, timestamp } from '../../lib/openapi-shapes.ts';
import { COMMUNITY_STATES } from '../../../sync/rules/communities.ts';

const doc = describer('communities');
const userBrief = z.looseObject({ id, name: text, last_name: text, avatar: maybeText });
const community = z.looseObject({
  id,
  slug: text,
  name: text,
  description: text,
  logo: maybeText,
  cover: maybeText,
  is_closed: z.boolean(),
  members_count: z.number().int().min(0),
  created_at: timestamp,
  owner: userBrief,
  state: z.enum(COMMUNITY_STATES),
  can_post: z.boolean(),
  request_id: id.nullable(),
  invite_id: id.nullable(),
});
const member = z.looseObject({
  user: userBrief,
  role: z.enum(['owner', 'member']),
  can_post: z.boolean(),
  joined_at: timestamp,
});
const pending = z.looseObject({ id, user: userBrief, created_at: timestamp });
const feedItem = z.looseObject({
  id,
  kind: z.enum(['material', 'news']),
  created_at: timestamp,
  added_by: userBrief.nullable(),
  card,
});
const created = z.looseObject({ id });
const status = (value: string) => z.looseObject({ status: z.literal(value) });

export const communityDocs = {
  catalog: doc('Communities, most members first, with the caller’s state; search and membership filter', {
    ok: pageOf(community),
  }),
  create: doc('Create a community (bloggers, scientists, teachers and staff); the creator owns it', {
    ok: community,
    status: 201,
    auth: 'user',
    errors: [403],
  }),
  one: doc('One community with the caller’s state', { ok: community, errors: [404] }),
  update: doc('Edit a community (owner, admin or moderator)', { ok: community, auth: 'user', errors: [403, 404] }),
  remove: doc('Delete a community with its members, requests, invitations and feed (owner, admin or moderator)', {
    ok: z.looseObject({ deleted: z.literal(true) }),
    auth: 'user',
    errors: [403, 404],
  }),
  transfer: doc('Hand the community over to a member (owner)', {
    ok: community,
    auth: 'user',
    errors: [403, 404, 409],
  }),
  members: doc('Members, owner first (anyone for an open community, members for a closed one)', {
    ok: pageOf(member),
    errors: [403, 404],
  }),
  requests: doc('Pending join requests (owner)', { ok: pageOf(pending), auth: 'user', errors: [403, 404] }),
  invites: doc('Pending invitations (owner)', { ok: pageOf(pending), auth: 'user', errors: [403, 404] }),
  join: doc('Join an open community', { ok: community, auth: 'user', errors: [403, 404, 409] }),
  leave: doc('Leave a community (not the owner)', { ok: community, auth: 'user', errors: [404, 409] }),
  request: doc('Ask to join a closed community; answers the request id', {
    ok: created,
    status: 201,
    auth: 'user',
    errors: [404, 409],
  }),
  requestCancel: doc('Cancel one’s pending request', { ok: community, auth: 'user', errors: [404] }),
  approve: doc('Approve a join request (owner)', { ok: status('approved'), auth: 'user', errors: [403, 404, 409] }),
  reject: doc('Reject a join request (owner)', { ok: status('rejected'), auth: 'user', errors: [403, 404, 409] }),
  invite: doc('Invite a user (owner); answers the invitation id', {
    ok: created,
    status: 201,
    auth: 'user',
    errors: [403, 404, 409, 429],
  }),
  inviteAccept: doc('Accept an invitation (the invited user)', {
    ok: community,
    auth: 'user',
    errors: [403, 404, 409],
  }),
  inviteReject: doc('Reject an invitation (the invited user)', {
    ok: community,
    auth: 'user',
    errors: [403, 404, 409],
  }),
  inviteRevoke: doc('Withdraw a pending invitation (owner)', {
    ok: status('revoked'),
    auth: 'user',
    errors: [403, 404, 409],
  }),
  removeMember: doc('Remove a member (owner)', {
    ok: z.looseObject({ removed: z.literal(true) }),
    auth: 'user',
    errors: [403, 404, 409],
  }),
  canPost: doc('Grant or take back a member’s right to post (owner)', {
    ok: z.looseObject({ can_post: z.boolean() }),
    auth: 'user',
    errors: [403, 404, 409],
  }),
  feed: doc('The community feed, newest first (anyone for an open community, members for a closed one)', {
    ok: pageOf(feedItem),
    errors: [403, 404],
  }),
  feedAdd: doc(
    'Add a published material (page_id) or news item (news_id) to the feed (members with the right to post)',
    {
      ok: created,
      status: 201,
      auth: 'user',
      errors: [403, 404, 409],
    },
  ),
  feedRemove: doc('Take an entry out of the feed (owner or its author)', {
    ok: z.looseObject({ deleted: z.literal(true) }),
    auth: 'user',
    errors: [403, 404],
  }),
};
