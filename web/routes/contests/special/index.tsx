// /contests/special: the special video contest's landing.
import { createFileRoute } from '@tanstack/react-router';
import { SpecialLanding } from '../../../features/contests/special/special-landing.tsx';

export const Route = createFileRoute('/contests/special/')({
  staticData: { title: 'Видеоконкурс', hideHeading: true },
  component: SpecialLanding,
});
