// 'Продолжить' on the home page: the course and the podcast this pupil left off, read live from
// the device store only, so it shows offline and never waits for the network.
import * as v from 'valibot';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { readCourseFrom } from '../../lib/course-rows.ts';
import type { CourseDetail } from '../../lib/learning-types.ts';
import type { LocalDb } from '../../lib/local-db.ts';
import {
  pickCourse,
  pickPodcast,
  type CourseToContinue,
  type PodcastToContinue,
  postLike,
  type PostLike,
} from './continue-picks.ts';

export interface ContinueItems {
  course: CourseToContinue | null;
  podcast: PodcastToContinue | null;
}

const withAudio = (value: unknown): PostLike[] => {
  const parsed = v.safeParse(postLike, value);
  return parsed.success ? [parsed.output] : [];
};

const NOTHING: ContinueItems = { course: null, podcast: null };

async function readContinue(localDb: LocalDb, owner: string): Promise<ContinueItems> {
  const progress = await localDb.courseProgress.where('key').startsWith(`${owner}:`).toArray();
  const courses = new Map<number, CourseDetail | null>();
  for (const id of new Set(progress.map((r) => r.courseId))) courses.set(id, await readCourseFrom(localDb, id));
  const positions = await localDb.audioPositions.toArray();
  const pages = positions.length
    ? await localDb.cards.where('[type+id]').between(['page', -Infinity], ['page', Infinity]).toArray()
    : [];
  return {
    course: pickCourse(progress, (id) => courses.get(id)),
    podcast: pickPodcast(
      positions,
      pages.flatMap((p) => withAudio(p.data)),
    ),
  };
}

/** undefined while the device answers; both null for a guest or when nothing is left off. */
export function useContinue(owner: string | null): ContinueItems | undefined {
  const stored = useDeviceQuery(owner ? (db) => readContinue(db, owner) : null, [owner]);
  return owner ? stored : NOTHING;
}
