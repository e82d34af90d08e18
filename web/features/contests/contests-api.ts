// The contest calls of the screens (spec section 7: Contests, Contest video V2). Types are the
// camelCased wire shapes of api/features/contests.
import { apiFetch } from '../../lib/api-client.ts';

export interface ContestCard {
  id: number;
  slug: string;
  title: string;
  description: string;
  preview: string | null;
  href: string;
  type: { code: string; label: string };
  statusId: number;
  status: { id: number; code: string; label: string };
  isFinish: boolean;
  isTakePart: boolean;
  startAt: string;
  endAt: string;
  contest: { kind: 'common' | 'video'; maxSeconds: number };
}

export interface ContestPage extends ContestCard {
  content: string;
  nominations: { id: number; name: string }[];
  segments: { id: number; name: string }[];
  participation: { userType: number } | null;
}

export interface ContestResult {
  id: number;
  place: number;
  name: string;
  nominationName: string | null;
}

export interface Work {
  id: number;
  contestId: number;
  name: string;
  description: string;
  nominationName: string | null;
  statusId: number;
  cancelText: string | null;
  video: { url: string; type: string | null; seconds: number | null; poster: string | null } | null;
}

export interface ParticipantInput {
  userType: 1 | 3;
  workOrSchool: string;
  regionId: number;
  cityId: number;
  segmentId?: number | null;
}

export const fetchContests = (offset: number, limit = 18) =>
  apiFetch<{ list: ContestCard[]; total: number }>('/contest/catalog', { query: { limit, offset } });
export const fetchContest = (id: number) => apiFetch<ContestPage>(`/contest/${id}`);
export const fetchResults = (id: number) =>
  apiFetch<{ list: ContestResult[] }>(`/contest/${id}/result`).then(
    (r) => r.list,
    () => [],
  );
export const addParticipant = (id: number, body: ParticipantInput) =>
  apiFetch<{ isTakePart: boolean }>(`/contest/${id}/add_participant`, { method: 'PUT', body });
export const fetchMyWorks = () =>
  apiFetch<{ videoList: Work[] | null }>('/contest-video/my-videos').then(
    (r) => r.videoList ?? [],
    () => null,
  );
export const sendWork = (q: {
  contestId: number;
  name: string;
  description: string;
  nominationId: number;
  uploadId: string;
}) => apiFetch<{ id: number; statusId: number }>('/contest-video/upload-video', { method: 'POST', query: q });
