// The staff area's calls (/api/staff/...), typed from the API's own routes. The staff area is
// online only: nothing here is kept on the device.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
type QueuePage = ApiResponse<'/staff/queue'>;
export type QueueWork = QueuePage['list'][number];
type ComplaintsPage = ApiResponse<'/staff/complaints'>;
export type ComplaintGroup = ComplaintsPage['list'][number];
type InboxPage = ApiResponse<'/staff/inbox'>;
export type InboxItem = InboxPage['list'][number];
type UsersPage = ApiResponse<'/staff/users'>;
export type StaffUser = UsersPage['list'][number];

const post = { method: 'POST' } as const;

export const staffApi = {
  me: () => apiFetch<ApiResponse<'/staff/me'>>('/staff/me'),
  queue: (status: number) => apiFetch<ApiResponse<'/staff/queue'>>('/staff/queue', { query: { status, limit: 50 } }),
  accept: (id: number) => apiFetch<ApiResponse<'/staff/queue/:id/accept', 'post'>>(`/staff/queue/${id}/accept`, post),
  reject: (id: number, cancelText: string) =>
    apiFetch<ApiResponse<'/staff/queue/:id/reject', 'post'>>(`/staff/queue/${id}/reject`, {
      ...post,
      body: { cancelText },
    }),
  batch: (ids: number[], statusId: 2 | 3, cancelText?: string) =>
    apiFetch<ApiResponse<'/staff/queue/batch', 'post'>>('/staff/queue/batch', {
      ...post,
      body: { ids, statusId, cancelText },
    }),
  complaints: (state: string) =>
    apiFetch<ApiResponse<'/staff/complaints'>>('/staff/complaints', { query: { state, limit: 50 } }),
  commentAction: (id: number, action: 'hide' | 'restore' | 'dismiss') =>
    apiFetch<ApiResponse<'/staff/complaints/comment/:id/hide', 'post'>>(
      `/staff/complaints/comment/${id}/${action}`,
      post,
    ),
  banAuthor: (id: number, days: number, reason: string) =>
    apiFetch<ApiResponse<'/staff/complaints/comment/:id/ban-author', 'post'>>(
      `/staff/complaints/comment/${id}/ban-author`,
      { ...post, body: { days, reason } },
    ),
  requests: () => apiFetch<ApiResponse<'/staff/type-requests'>>('/staff/type-requests'),
  decideRequest: (id: number, approve: boolean) =>
    apiFetch<ApiResponse<'/staff/type-requests/:id/approve', 'post'>>(
      `/staff/type-requests/${id}/${approve ? 'approve' : 'reject'}`,
      post,
    ),
  inbox: (kind: string, state: string) =>
    apiFetch<ApiResponse<'/staff/inbox'>>('/staff/inbox', { query: { kind: kind || undefined, state, limit: 50 } }),
  setHandled: (kind: string, id: number, handled: boolean) =>
    apiFetch<ApiResponse<'/staff/inbox/:kind/:id/handled', 'post'>>(`/staff/inbox/${kind}/${id}/handled`, {
      ...post,
      body: { handled },
    }),
  users: (q: string, role: string) =>
    apiFetch<ApiResponse<'/staff/users'>>('/staff/users', {
      query: { q: q || undefined, role: role || undefined, limit: 50 },
    }),
  setRole: (id: number, role: string, granted: boolean) =>
    apiFetch<ApiResponse<'/staff/users/:id/roles', 'post'>>(`/staff/users/${id}/roles`, {
      ...post,
      body: { role, granted },
    }),
  suspend: (id: number, reason: string) =>
    apiFetch<ApiResponse<'/staff/users/:id/suspend', 'post'>>(`/staff/users/${id}/suspend`, {
      ...post,
      body: { reason },
    }),
  unsuspend: (id: number) =>
    apiFetch<ApiResponse<'/staff/users/:id/unsuspend', 'post'>>(`/staff/users/${id}/unsuspend`, post),
  audit: (offset: number) => apiFetch<ApiResponse<'/staff/audit'>>('/staff/audit', { query: { limit: 50, offset } }),
};
