// /faq: questions and answers by topic and the feedback form.
import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/faq/faq-page.tsx';

export const Route = createFileRoute('/faq')({
  staticData: { title: 'Вопросы и ответы' },
  component: FaqPage,
});
