// The router's error screen: a failed code chunk reloads the page (once per minute); no
// network and no saved copy says so with a retry; anything else shows 'Ошибка {code}'
// with the status of the failed call when known.
import { useRouter } from '@tanstack/react-router';
import { ErrorScreen, OfflineScreen } from '../../components/layout/error-screen.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { reloadForChunkError } from './chunk-reload.ts';

function statusOf(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  return 500;
}

export function RouteError({ error, reset }: { error: unknown; reset?: () => void }) {
  const router = useRouter();
  if (reloadForChunkError(error)) return null;
  if (error instanceof ApiError && error.kind === 'network') {
    return (
      <OfflineScreen
        onRetry={() => {
          reset?.();
          void router.invalidate();
        }}
      />
    );
  }
  return <ErrorScreen code={statusOf(error)} />;
}

export function NotFound() {
  return <ErrorScreen code={404} />;
}
