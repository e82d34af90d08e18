// The calls of the bell and its panel. Types come from the API's own routes (web/lib/api-contract.ts).
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiRawResponse, ApiResponse } from '../../lib/api-contract.ts';
import { NOTIFICATION_PAGE_SIZE } from '../../../sync/rules/notifications.ts';

type NotificationPage = ApiResponse<'/notification'>;
export type NotificationItem = NotificationPage['list'][number];

/** The first page, or the one after `cursor` (the last answer's next_cursor: read from the index at any depth). */
export const fetchNotifications = (cursor: string | null, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/notification'>>('/notification', {
    query: cursor ? { limit: NOTIFICATION_PAGE_SIZE, cursor } : { limit: NOTIFICATION_PAGE_SIZE, offset: 0 },
    signal,
  });

export const fetchNotificationState = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/notification/is_new'>>('/notification/is_new', { signal });

export const fetchNotificationSettings = (signal?: AbortSignal) =>
  // Its keys are data (type_1, type_2...): kept as the server wrote them.
  apiFetch<ApiRawResponse<'/notification/settings'>>('/notification/settings', { signal, rawAnswer: true });

/** Accept or reject a community join request (owner) or an invitation (the invited user). */
export function answerCommunity(item: Pick<NotificationItem, 'request' | 'invite'>, accept: boolean) {
  if (item.request)
    return apiFetch<ApiResponse<'/community/request/:id/approve', 'patch'>>(
      `/community/request/${item.request.id}/${accept ? 'approve' : 'reject'}`,
      { method: 'PATCH' },
    );
  if (item.invite)
    return apiFetch<ApiResponse<'/community/invite/:id/accept', 'patch'>>(
      `/community/invite/${item.invite.id}/${accept ? 'accept' : 'reject'}`,
      { method: 'PATCH' },
    );
  return Promise.reject(new Error('Nothing to answer'));
}

export const fetchPushKey = () => apiFetch<ApiResponse<'/notification/push'>>('/notification/push');

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiFetch<ApiResponse<'/notification/push', 'post'>>('/notification/push', {
    method: 'POST',
    body: subscription,
    rawBody: true,
  });

export const deletePushSubscription = (endpoint: string) =>
  apiFetch<ApiResponse<'/notification/push', 'delete'>>('/notification/push', {
    method: 'DELETE',
    body: { endpoint },
    rawBody: true,
  });
