// The first screens of a course, a quiz's start screen and a contest, each drawn by its screen's own view as a
// guest sees it (no progress, the sign-in prompt instead of the player, no participation state).
import { camelizeKeys } from '../lib/case-keys.ts';
import type { CourseDetail, QuizDetail } from '../lib/learning-types.ts';
import { CourseView } from '../features/learning/courses/course-screen.tsx';
import { QuizView } from '../features/learning/quizzes/quiz-screen.tsx';
import { QuizGuestStart } from '../features/learning/quizzes/quiz-player/quiz-player.tsx';
import { ContestIntro } from '../features/contests/contest-screen.tsx';
import type { ContestPage } from '../features/contests/contests-api.ts';
import { CONTEST_STATUSES_OPEN_TO_PARTICIPANTS } from '../../sync/rules/contests.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const nothing = () => undefined;

/** A page at `/<section>/<number>`, reading one API answer `/<api>/<number>`. */
function numbered(
  section: string,
  api: string,
  title: string,
  content: (body: unknown) => ReturnType<FirstScreenPage['content']>,
): FirstScreenPage {
  const path = new RegExp(`^/${section}/(\\d{1,9})$`);
  return {
    matches: (p, search) => search === '' && path.test(p),
    requests: (p) => ({ item: `/${api}/${path.exec(p)?.[1] ?? ''}` }),
    staticData: () => ({ title, hideHeading: true }),
    content: (answers) => content(camelizeKeys<unknown>(answers.item)),
  };
}

const isItem = <T extends { title: unknown }>(body: unknown): body is T =>
  typeof body === 'object' && body !== null && typeof (body as { title?: unknown }).title === 'string';

export const coursePage = numbered('course', 'course', 'Курс', (body) => {
  if (!isItem<CourseDetail>(body) || !Array.isArray(body.steps)) return null;
  return <CourseView id={body.id} course={body} local={new Map()} owner={null} network="done" />;
});

export const quizPage = numbered('quizzes', 'quiz', 'Тренажер', (body) => {
  if (!isItem<QuizDetail>(body) || !Array.isArray(body.rounds)) return null;
  return <QuizView quiz={body} player={<QuizGuestStart quiz={body} />} />;
});

export const contestPage = numbered('contests', 'contest', 'Конкурс', (body) => {
  // The special contest has its own landing, which the app opens instead.
  if (!isItem<ContestPage>(body) || body.href === '/contests/special') return null;
  return (
    <div className="container page contest-page">
      <ContestIntro
        contest={body}
        open={CONTEST_STATUSES_OPEN_TO_PARTICIPANTS.includes(body.statusId)}
        onParticipate={nothing}
        onShowRules={nothing}
        onAddWork={nothing}
      />
    </div>
  );
});
