// /course/$id/: one course: steps with locks and states, progress, 'Скачать курс'.
import { createFileRoute } from '@tanstack/react-router';
import { CourseDownloadButton } from '../../../features/learning/download/download-button.tsx';
import { CourseScreen } from '../../../features/learning/courses/course-screen.tsx';

export const Route = createFileRoute('/course/$id/')({
  staticData: { title: 'Курс', hideHeading: true },
  component: function CourseRoute() {
    const id = Number(Route.useParams().id);
    return <CourseScreen id={id} download={<CourseDownloadButton courseId={id} />} />;
  },
});
