// The staff area's calls (/api/staff/...), typed from the API's own routes. The staff area is
// online only: nothing here is kept on the device.
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiBody, ApiResponse } from '../../lib/api-contract.ts';

export type StaffMe = ApiResponse<'/staff/me'>;
export type QueuePage = ApiResponse<'/staff/queue'>;
export type QueueWork = QueuePage['list'][number];
export type ComplaintsPage = ApiResponse<'/staff/complaints'>;
export type ComplaintGroup = ComplaintsPage['list'][number];
export type InboxPage = ApiResponse<'/staff/inbox'>;
export type InboxItem = InboxPage['list'][number];
export type UsersPage = ApiResponse<'/staff/users'>;
export type StaffUser = UsersPage['list'][number];
export type AuditPage = ApiResponse<'/staff/audit'>;
export type TypeRequest = ApiResponse<'/staff/type-requests'>['list'][number];
export type StaffPageRow = ApiResponse<'/staff/content/pages'>['list'][number];
export type PageBody = ApiBody<'/staff/content/pages'>;

const post = <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body });

export const staffApi = {
  me: () => apiFetch<StaffMe>('/staff/me'),
  queue: (status: number) => apiFetch<QueuePage>('/staff/queue', { query: { status, limit: 50 } }),
  accept: (id: number) => post(`/staff/queue/${id}/accept`),
  reject: (id: number, cancelText: string) => post(`/staff/queue/${id}/reject`, { cancelText }),
  batch: (ids: number[], statusId: 2 | 3, cancelText?: string) =>
    post<{ done: number[]; missing: number[] }>('/staff/queue/batch', { ids, statusId, cancelText }),
  complaints: (state: string) => apiFetch<ComplaintsPage>('/staff/complaints', { query: { state, limit: 50 } }),
  commentAction: (id: number, action: 'hide' | 'restore' | 'dismiss') =>
    post(`/staff/complaints/comment/${id}/${action}`),
  banAuthor: (id: number, days: number, reason: string) =>
    post(`/staff/complaints/comment/${id}/ban-author`, { days, reason }),
  requests: () => apiFetch<ApiResponse<'/staff/type-requests'>>('/staff/type-requests'),
  decideRequest: (id: number, approve: boolean) => post(`/staff/type-requests/${id}/${approve ? 'approve' : 'reject'}`),
  inbox: (kind: string, state: string) =>
    apiFetch<InboxPage>('/staff/inbox', { query: { kind: kind || undefined, state, limit: 50 } }),
  setHandled: (kind: string, id: number, handled: boolean) => post(`/staff/inbox/${kind}/${id}/handled`, { handled }),
  users: (q: string, role: string) =>
    apiFetch<UsersPage>('/staff/users', { query: { q: q || undefined, role: role || undefined, limit: 50 } }),
  setRole: (id: number, role: string, granted: boolean) =>
    post<{ roles: string[] }>(`/staff/users/${id}/roles`, { role, granted }),
  suspend: (id: number, reason: string) => post(`/staff/users/${id}/suspend`, { reason }),
  unsuspend: (id: number) => post(`/staff/users/${id}/unsuspend`),
  audit: (offset: number) => apiFetch<AuditPage>('/staff/audit', { query: { limit: 50, offset } }),
};
