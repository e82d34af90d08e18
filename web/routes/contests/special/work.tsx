// /contests/special/work: sending a work to the special video contest.
import { createFileRoute } from '@tanstack/react-router';
import { SpecialUploadScreen } from '../../../features/contests/special/special-upload-screen.tsx';

export const Route = createFileRoute('/contests/special/work')({
  staticData: { title: 'Работа на видеоконкурс', hideHeading: true },
  component: () => <SpecialUploadScreen />,
});
