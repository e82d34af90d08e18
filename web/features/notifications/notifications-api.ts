// The calls of the bell and its panel. Types come from the API's own routes (web/lib/api-contract.ts).
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { NOTIFICATION_PAGE_SIZE } from '../../../sync/rules/notifications.ts';

export type NotificationPage = ApiResponse<'/notification'>;
export type NotificationItem = NotificationPage['list'][number];
export type NotificationState = ApiResponse<'/notification/is_new'>;
export type NotificationSettingsValue = Record<string, boolean>;

export const fetchNotifications = (offset: number, signal?: AbortSignal) =>
  apiFetch<NotificationPage>('/notification', { query: { limit: NOTIFICATION_PAGE_SIZE, offset }, signal });

export const fetchNotificationState = (signal?: AbortSignal) =>
  apiFetch<NotificationState>('/notification/is_new', { signal });

export const fetchNotificationSettings = (signal?: AbortSignal) =>
  apiFetch<NotificationSettingsValue>('/notification/settings', { signal });

/** Accept or reject a community join request (owner) or an invitation (the invited user). */
export function answerCommunity(item: Pick<NotificationItem, 'request' | 'invite'>, accept: boolean) {
  if (item.request)
    return apiFetch(`/community/request/${item.request.id}/${accept ? 'approve' : 'reject'}`, { method: 'PATCH' });
  if (item.invite)
    return apiFetch(`/community/invite/${item.invite.id}/${accept ? 'accept' : 'reject'}`, { method: 'PATCH' });
  return Promise.reject(new Error('Nothing to answer'));
}

export const fetchPushKey = () => apiFetch<{ publicKey: string | null }>('/notification/push');

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiFetch('/notification/push', { method: 'POST', body: subscription, rawBody: true });

export const deletePushSubscription = (endpoint: string) =>
  apiFetch('/notification/push', { method: 'DELETE', body: { endpoint }, rawBody: true });
