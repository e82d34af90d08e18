// Courses for the screens: the list (GET /course), one course (device copy live, GET
// /course/{id} refreshing it and the pupil's step states) and one step's material
// (the downloaded copy first, then GET /course_step/{id}).
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { checkedRow } from '../../../lib/checked-row.ts';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import type { ApiResponse } from '../../../lib/api-contract.ts';
import type { CourseCard, CourseDetail, StepPage } from '../../../lib/learning-types.ts';
import { isDownloaded } from '../../../lib/course-rows.ts';
import {
  listDownloadRows,
  mergeStates,
  readCourse,
  readDownload,
  readProgress,
  saveCourse,
} from '../learning-store.ts';
import { putRows } from '../../../lib/device-rows.ts';
import { localDb } from '../../../lib/local-db.ts';
import type { StepState } from '../../../../sync/rules/learning.ts';
import { useDeviceQuery } from '../../../lib/device-query.ts';

export type Network = 'loading' | 'done' | 'offline' | 'missing';
const PAGE = 18;

async function downloadedCourses(): Promise<CourseCard[]> {
  const rows = await listDownloadRows();
  return rows.flatMap((r) => (isDownloaded(r.data) ? [r.data.download.course] : []));
}

export function useCourseList(owner: string | null | undefined) {
  const [items, setItems] = useState<CourseCard[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const load = useCallback((offset: number) => {
    setStatus('loading');
    apiFetch<ApiResponse<'/course'>>('/course', { query: { limit: PAGE, offset } })
      .then((res) => {
        setItems((prev) => (offset === 0 ? res.list : [...prev, ...res.list]));
        setTotal(res.total);
        setStatus('ready');
      })
      .catch(async () => {
        // Offline: the courses downloaded to this device still open.
        const saved = offset === 0 ? await downloadedCourses() : [];
        if (saved.length) {
          setItems(saved);
          setTotal(saved.length);
        }
        setStatus('error');
      });
  }, []);
  useEffect(() => {
    if (owner !== undefined) load(0);
  }, [load, owner]);
  const completed = useDeviceQuery(
    async (db) => {
      const counts = new Map<number, number>();
      if (!owner) return counts;
      const rows = await db.courseProgress.where('key').startsWith(`${owner}:`).toArray();
      for (const r of rows) if (r.state === 'completed') counts.set(r.courseId, (counts.get(r.courseId) ?? 0) + 1);
      return counts;
    },
    [owner],
  );
  return {
    items,
    total,
    status,
    completed: completed ?? new Map<number, number>(),
    hasMore: items.length < total,
    loadMore: () => load(items.length),
  };
}

export function useCourse(id: number, owner: string | null | undefined) {
  const stored = useDeviceQuery(() => readCourse(id), [id]);
  // Shown at once: the live query sees the saved copy a moment later (no flash of 'не скачан').
  const [fetched, setFetched] = useState<CourseDetail | null>(null);
  const course = stored ?? (fetched?.id === id ? fetched : stored);
  const local = useDeviceQuery(
    async () => (owner ? readProgress(owner, id) : new Map<number, StepState>()),
    [owner, id],
  );
  const [network, setNetwork] = useState<Network>('loading');
  useEffect(() => {
    if (owner === undefined) return;
    setNetwork('loading');
    apiFetch<ApiResponse<'/course/:id'>>(`/course/${id}`)
      .then(async (c) => {
        await saveCourse(c);
        setFetched(c);
        if (owner)
          await mergeStates(
            owner,
            id,
            c.steps.map((s) => ({ stepId: s.id, state: s.state })),
          );
        setNetwork('done');
      })
      .catch((e: unknown) => setNetwork(e instanceof ApiError && e.status === 404 ? 'missing' : 'offline'));
  }, [id, owner]);
  return {
    course: course ?? null,
    local: local ?? new Map<number, StepState>(),
    network,
    loading: course === undefined,
  };
}

const stepKey = (id: number) => `course-step:${id}`;
/** What the step screen reads of a stored material. */
const storedStepPage = v.object({ content: v.array(v.object({ type: v.string() })) });

/** A material step's page: downloaded, or fetched before, or fetched now. */
export function useStepPage(courseId: number, stepId: number, isPage: boolean) {
  const page = useDeviceQuery(
    async (db) => {
      const fromDownload = (await readDownload(courseId))?.download.steps.find((s) => s.stepId === stepId)?.page;
      if (fromDownload) return fromDownload;
      const cached = (await db.cards.get(stepKey(stepId)))?.data;
      return checkedRow<StepPage>(storedStepPage, cached);
    },
    [courseId, stepId],
  );
  const [network, setNetwork] = useState<Network>('loading');
  // The answer is shown at once: the live query sees the stored copy a moment later, and in between the
  // screen would flash 'could not load' with the step navigation under it (a layout shift).
  const [fetched, setFetched] = useState<{ stepId: number; page: NonNullable<typeof page> } | null>(null);
  useEffect(() => {
    if (!isPage) return;
    setNetwork('loading');
    apiFetch<ApiResponse<'/course_step/:id'>>(`/course_step/${stepId}`)
      .then(async (s) => {
        if (s.page)
          await putRows(localDb, {
            cards: [{ key: stepKey(stepId), type: 'course-step', id: stepId, data: s.page, savedAt: Date.now() }],
          });
        if (s.page) setFetched({ stepId, page: s.page });
        setNetwork('done');
      })
      .catch((e: unknown) => setNetwork(e instanceof ApiError && e.status === 404 ? 'missing' : 'offline'));
  }, [stepId, isPage]);
  const current = page ?? (fetched?.stepId === stepId ? fetched.page : null);
  return { page: current, network, loading: page === undefined && !current };
}
