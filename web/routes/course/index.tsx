// /course/: every course with the pupil's progress.
import { createFileRoute } from '@tanstack/react-router';
import { CourseListScreen } from '../../features/learning/courses/course-list-screen.tsx';

export const Route = createFileRoute('/course/')({
  staticData: { title: 'Курсы', hideHeading: true },
  component: CourseListScreen,
});
