// /gifts: the gifts shop is switched off (the API answers 403 for every gifts call).
import { createFileRoute } from '@tanstack/react-router';
import { DisabledSection } from '../../components/ui/coming-soon.tsx';

export const Route = createFileRoute('/gifts/')({
  staticData: { title: 'Подарки' },
  component: () => (
    <DisabledSection
      title="Раздел отключён"
      text="Обмен баллов на подарки сейчас недоступен. Баллы сохраняются в профиле."
    />
  ),
});
