// /course/$id/form: the course form.
import { createFileRoute } from '@tanstack/react-router';
import { CourseFormScreen } from '../../../features/learning/courses/course-form-screen.tsx';

export const Route = createFileRoute('/course/$id/form')({
  staticData: { title: 'Анкета курса', hideHeading: true, layout: 'footer' },
  component: function CourseFormRoute() {
    return <CourseFormScreen id={Number(Route.useParams().id)} />;
  },
});
