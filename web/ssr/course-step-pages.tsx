// The first screens of a course step (/course/<id>/<step>) and of a course's form (/course/<id>/form), drawn by
// their screens' own views as a guest sees them: a material step's blocks, a quiz step's start screen with the
// sign-in prompt (as /quizzes/<id> draws it), a locked step's lock; the form's fields, empty.
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { materialWidgets } from '../app/widgets/material-widgets.ts';
import { WidgetsProvider } from '../components/feature-widgets.tsx';
import { camelizeKeys } from '../lib/case-keys.ts';
import type { CourseDetail, QuizDetail, StepPage } from '../lib/learning-types.ts';
import { courseView } from '../features/learning/courses/course-progress.ts';
import { CourseFormView, courseFormAnswer } from '../features/learning/courses/course-form-screen.tsx';
import { CourseStepView, StepMaterial } from '../features/learning/courses/step-view.tsx';
import { QuizGuestStart } from '../features/learning/quizzes/quiz-player/quiz-player.tsx';
import type { FirstScreenRequests } from '../../sync/protocol/first-screen.ts';
import type { FirstScreenPage } from './first-screen-page.ts';

const STEP_PATH = /^\/course\/(\d{1,9})\/(\d{1,9})$/;
const FORM_PATH = /^\/course\/(\d{1,9})\/form$/;
const nothing = () => undefined;

interface StepAnswer {
  id: number;
  quiz: { id: number } | null;
  page: StepPage | null;
}

const stepOf = (body: unknown): StepAnswer | null => {
  const step = camelizeKeys<Partial<StepAnswer> | undefined>(body);
  return step && typeof step.id === 'number' ? { id: step.id, quiz: step.quiz ?? null, page: step.page ?? null } : null;
};

const isQuiz = (body: unknown): body is QuizDetail =>
  typeof body === 'object' && body !== null && Array.isArray((body as { rounds?: unknown }).rounds);

export const courseStepPage: FirstScreenPage = {
  matches: (path, search) => search === '' && STEP_PATH.test(path),
  requests(path) {
    const [, id = '', step = ''] = STEP_PATH.exec(path) ?? [];
    return { course: `/course/${id}`, step: `/course_step/${step}` };
  },
  // A quiz step's start screen needs the quiz, which only the step's answer names.
  followUps(answers): FirstScreenRequests {
    const quiz = stepOf(answers.step)?.quiz;
    return quiz ? { quiz: `/quiz/${quiz.id}` } : {};
  },
  staticData: () => ({ title: 'Урок курса', hideHeading: true, layout: 'content' }),
  content(answers) {
    const course = camelizeKeys<CourseDetail | undefined>(answers.course);
    const step = stepOf(answers.step);
    if (!course || !Array.isArray(course.steps) || !step) return null;
    const { steps } = courseView(course, new Map());
    const index = steps.findIndex((s) => s.id === step.id);
    const quiz = camelizeKeys<unknown>(answers.quiz);
    const page = step.page;
    const body: ((nav: ReactNode) => ReactNode) | null = step.quiz
      ? isQuiz(quiz)
        ? (nav) => (
            <>
              <QuizGuestStart quiz={quiz} />
              {nav}
            </>
          )
        : null
      : page && ((nav) => <StepMaterial page={page} nav={nav} />);
    // Without its body an open step is left to the app (its skeleton), rather than drawn half.
    if (index < 0 || (!body && !steps[index]?.locked)) return null;
    return (
      <WidgetsProvider widgets={materialWidgets}>
        <CourseStepView
          courseId={course.id}
          courseTitle={course.title}
          steps={steps}
          index={index}
          owner={null}
          onNext={nothing}
          body={body ?? nothing}
        />
      </WidgetsProvider>
    );
  },
};

export const courseFormPage: FirstScreenPage = {
  matches: (path, search) => search === '' && FORM_PATH.test(path),
  requests: (path) => ({ form: `/course/${FORM_PATH.exec(path)?.[1] ?? ''}/form` }),
  staticData: () => ({ title: 'Анкета курса', hideHeading: true, layout: 'footer' }),
  content(answers) {
    const form = v.safeParse(courseFormAnswer, camelizeKeys<unknown>(answers.form));
    const body = camelizeKeys<{ courseId?: unknown } | undefined>(answers.form);
    if (!form.success || typeof body?.courseId !== 'number') return null;
    return (
      <CourseFormView
        id={body.courseId}
        form={{ title: form.output.title, fields: form.output.content }}
        values={{}}
        errors={{}}
        sending={false}
        sendError={null}
        onChange={nothing}
        onSubmit={nothing}
      />
    );
  },
};
