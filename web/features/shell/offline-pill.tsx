// The header's 'Нет подключения' pill. It is in the first load, not in the sync indicator's lazy code: a network that
// drops before that code arrived (a first visit's first seconds, before the service worker keeps anything) would
// otherwise leave the pupil with no word that they are offline, since the code can no longer be fetched.
import { Svg } from '../../components/ui/icons.tsx';
import { useOnline } from '../../lib/use-online.ts';

const OFFLINE_TEXT = 'Нет подключения. Показываем сохранённое на устройстве';

export function OfflinePill() {
  const online = useOnline();
  if (online) return null;
  return (
    <span className="sync-indicator__pill sync-indicator__pill--offline">
      <Svg>
        <path d="M3 3l18 18M8 8a5 5 0 0 0-1 9.9h10.5M18.5 18A4 4 0 0 0 17 10.1 6 6 0 0 0 10.4 6" />
      </Svg>
      <span className="sync-indicator__text sync-indicator__text--long">{OFFLINE_TEXT}</span>
    </span>
  );
}
