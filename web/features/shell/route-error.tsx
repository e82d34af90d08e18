// The router's error screen: a failed code chunk reloads the page (once per minute); no
// network and no saved copy (of the data, or of the screen's code) says so with a retry;
// anything else shows 'Ошибка {code}' with the status of the failed call when known.
import { ErrorScreen, OfflineScreen } from '../../components/layout/error-screen.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

function statusOf(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

export function RouteError({ error }: { error: unknown }) {
  if (reloadForChunkError(error)) return null;
  // Code that still fails after that reload is neither on the device nor reachable (navigator.onLine may still say
  // online on a network that answers nothing). Retried by a new page: the same page never fetches a failed module again.
  if ((error instanceof ApiError && error.kind === 'network') || isChunkLoadError(error))
    return <OfflineScreen onRetry={() => window.location.reload()} />;
  return <ErrorScreen code={statusOf(error)} />;
}

export function NotFound() {
  return <ErrorScreen code={404} />;
}
