// /gifts/$category: the gifts shop is switched off, for every category too.
import { createFileRoute } from '@tanstack/react-router';
import { DisabledSection } from '../../components/ui/coming-soon.tsx';

export const Route = createFileRoute('/gifts/$category')({
  staticData: { title: 'Подарки' },
  component: () => (
    <DisabledSection
      title="Раздел отключён"
      text="Обмен баллов на подарки сейчас недоступен. Баллы сохраняются в профиле."
    />
  ),
});
