// GET /course/{id}/download: everything a device stores to go through a course offline in one
// answer: the course, each step with its full material or its quiz (public shape: no correct
// answers), and the same-origin media (images, audio) to put in the cache.
import type { Db } from '../../../db/store.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { readPage } from '../pages/service.ts';
import { loadQuiz } from '../quizzes/quiz-load.ts';
import { quizForViewer } from '../quizzes/view-service.ts';
import { readCourse } from './service.ts';

const MEDIA_KEYS = new Set(['url', 'preview', 'path', 'image', 'src', 'avatar']);

/** Same-origin file paths under the keys that name media, at any depth (external embeds are left out). */
function mediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => mediaPaths(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && MEDIA_KEYS.has(key) && /^\/(?!\/)[^\s?#]+\.[a-z0-9]{2,5}$/i.test(v)) found.add(v);
      else mediaPaths(v, found);
    }
  }
  return found;
}

export async function courseDownload(db: Db, id: number, viewer: SessionUser | null) {
  const course = await readCourse(db, id, viewer);
  if (!course) return null;
  const steps = [];
  for (const step of course.steps) {
    const page = step.page ? await readPage(db, { id: step.page.id }, viewer) : null;
    const full = step.quiz ? await loadQuiz(db, { id: step.quiz.id }) : null;
    steps.push({ step_id: step.id, page, quiz: full ? await quizForViewer(db, full, viewer) : null });
  }
  const media = mediaPaths([course, steps]);
  return { course, steps, media: [...media].sort() };
}
