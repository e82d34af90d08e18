// The special contest's calls (spec section 7, Learn-known contest). Types are the camelCased wire
// shapes of api/features/special-contest.
import { apiFetch } from '../../../lib/api-client.ts';
import type { ContestPage } from '../contests-api.ts';

const BASE = '/contest-learn-known';

export interface Rating {
  clarity: number;
  fascination: number;
  scientific: number;
}

export interface SpecialWork {
  id: number;
  contestId: number;
  name: string;
  description: string;
  nominationId: number | null;
  nominationName: string | null;
  statusId: number;
  cancelText: string | null;
  createdAt: string;
  user: { id: number; name: string; avatar: string | null };
  video: { url: string; type: string | null; seconds: number | null; poster: string | null } | null;
  votesCount: number;
  score: number;
  rating: Rating | null;
}

export interface Pupil {
  id: number;
  name: string;
  avatar: string | null;
  workOrSchool: string;
  statusId: number | null;
  cancelText: string | null;
  nominationName: string | null;
  workId: number | null;
}

export interface Winner {
  place: number;
  title: string;
  video: SpecialWork;
}

export interface SpecialParticipantInput {
  userType: 1 | 3;
  workOrSchool: string;
  regionId: number;
  cityId: number;
  segmentId?: number | null;
  parentConsent?: boolean;
  rules?: boolean;
}

export const fetchSpecialContest = (signal?: AbortSignal) => apiFetch<ContestPage>(BASE, { signal });
export const fetchParticipation = (signal?: AbortSignal) =>
  apiFetch<{ exist: boolean; userType: 1 | 3 | null }>(`${BASE}/exist`, { signal });
export const joinSpecial = (body: SpecialParticipantInput) =>
  apiFetch<{ exist: true; userType: number; joinKey: string | null }>(BASE, { method: 'POST', body });
export const fetchWinners = (signal?: AbortSignal) =>
  apiFetch<{ list: Winner[]; byJury: boolean }>(`${BASE}/winners`, { signal });
export const fetchMyWorks = (signal?: AbortSignal) =>
  apiFetch<{ videoList: SpecialWork[] }>(`${BASE}/my-videos`, { signal });
export const fetchJoinKey = (signal?: AbortSignal) => apiFetch<{ joinKey: string }>(`${BASE}/join-key`, { signal });
export const fetchVideoList = (q: { limit: number; offset: number; nominationId?: number }, signal?: AbortSignal) =>
  apiFetch<{ list: SpecialWork[]; totalCount: number }>(`${BASE}/video-list`, { query: q, signal });
export const fetchVideoOne = (videoId: number, signal?: AbortSignal) =>
  apiFetch<SpecialWork>(`${BASE}/video-one`, { query: { videoId }, signal });
export const fetchAnotherVideos = (videoId: number, signal?: AbortSignal) =>
  apiFetch<{ list: SpecialWork[] }>(`${BASE}/another-videos`, { query: { videoId }, signal });
export const fetchMyVote = (videoId: number, signal?: AbortSignal) =>
  apiFetch<{ exist: boolean; vote: Rating | null }>(`${BASE}/video-vote-exist`, { query: { videoId }, signal });
export const fetchStudents = (signal?: AbortSignal) => apiFetch<{ list: Pupil[] }>(`${BASE}/student-list`, { signal });
export const findPupil = (joinKey: string) => apiFetch<Pupil>(`${BASE}/find-user-join-key`, { query: { joinKey } });
export const addPupil = (joinKey: string) =>
  apiFetch<Pupil>(`${BASE}/add-join-key`, { method: 'POST', body: { joinKey } });
export const deletePupil = (studentId: number) =>
  apiFetch<{ studentId: number }>(`${BASE}/delete-student`, { method: 'DELETE', query: { studentId } });
export const sendSpecialWork = (q: {
  contestId: number;
  name: string;
  description: string;
  nominationId: number;
  uploadId: string;
  studentId?: number;
}) => apiFetch<{ id: number; statusId: number }>(`${BASE}/upload-video`, { method: 'POST', query: q });
