// The special contest's calls (spec section 7, Learn-known contest). Types come from the API's own
// routes (web/lib/api-contract.ts).
import { apiFetch } from '../../../lib/api-client.ts';
import type { ApiBody, ApiResponse } from '../../../lib/api-contract.ts';

const BASE = '/contest-learn-known';

export type SpecialContest = ApiResponse<'/contest-learn-known'>;
export type Rating = NonNullable<SpecialWork['rating']>;
export type SpecialWork = ApiResponse<'/contest-learn-known/video-one'>;
export type Pupil = ApiResponse<'/contest-learn-known/find-user-join-key'>;
export type Winner = ApiResponse<'/contest-learn-known/winners'>['list'][number];
export type SpecialParticipantInput = ApiBody<'/contest-learn-known', 'post'>;

export const fetchSpecialContest = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known'>>(BASE, { signal });
export const fetchParticipation = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/exist'>>(`${BASE}/exist`, { signal });
export const joinSpecial = (body: SpecialParticipantInput) =>
  apiFetch<ApiResponse<'/contest-learn-known', 'post'>>(BASE, { method: 'POST', body });
export const fetchWinners = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/winners'>>(`${BASE}/winners`, { signal });
export const fetchMyWorks = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/my-videos'>>(`${BASE}/my-videos`, { signal });
export const fetchJoinKey = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/join-key'>>(`${BASE}/join-key`, { signal });
export const fetchVideoList = (q: { limit: number; offset: number; nominationId?: number }, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/video-list'>>(`${BASE}/video-list`, { query: q, signal });
export const fetchVideoOne = (videoId: number, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/video-one'>>(`${BASE}/video-one`, { query: { videoId }, signal });
export const fetchAnotherVideos = (videoId: number, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/another-videos'>>(`${BASE}/another-videos`, {
    query: { videoId },
    signal,
  });
export const fetchMyVote = (videoId: number, signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/video-vote-exist'>>(`${BASE}/video-vote-exist`, {
    query: { videoId },
    signal,
  });
export const fetchStudents = (signal?: AbortSignal) =>
  apiFetch<ApiResponse<'/contest-learn-known/student-list'>>(`${BASE}/student-list`, { signal });
export const findPupil = (joinKey: string) =>
  apiFetch<ApiResponse<'/contest-learn-known/find-user-join-key'>>(`${BASE}/find-user-join-key`, {
    query: { joinKey },
  });
export const addPupil = (joinKey: string) =>
  apiFetch<ApiResponse<'/contest-learn-known/add-join-key', 'post'>>(`${BASE}/add-join-key`, {
    method: 'POST',
    body: { joinKey },
  });
export const deletePupil = (studentId: number) =>
  apiFetch<ApiResponse<'/contest-learn-known/delete-student', 'delete'>>(`${BASE}/delete-student`, {
    method: 'DELETE',
    query: { studentId },
  });
export const sendSpecialWork = (q: {
  contestId: number;
  name: string;
  description: string;
  nominationId: number;
  uploadId: string;
  studentId?: number;
}) =>
  apiFetch<ApiResponse<'/contest-learn-known/upload-video', 'post'>>(`${BASE}/upload-video`, {
    method: 'POST',
    query: q,
  });
