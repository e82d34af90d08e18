// One video's way to the server: checked in the worker first (nothing is sent when it is refused),
// then sent with tus so a dropped network, a closed tab or a reload resumes from the server's offset.
// States follow the spec's flow: selected → loading (percent) → attached, or error with 'Повторить'.
import { useCallback, useEffect, useRef, useState } from 'react';
import * as tus from 'tus-js-client';
import { videoMessageForDetail } from '../../../sync/rules/video/video-check.ts';
import { videoCheckWorker } from '../../../workers/video-check-client.ts';
import { getAuthToken } from '../../lib/api-client.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'refused'; message: string }
  | { phase: 'uploading'; percent: number }
  | { phase: 'error'; message: string; percent: number }
  | { phase: 'attached'; uploadId: string };

const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];
const CHUNK_BYTES = 8 * 1024 * 1024;

function errorMessage(error: Error, maxSeconds: number): string {
  const body = error instanceof tus.DetailedError ? error.originalResponse?.getBody() : undefined;
  try {
    const detail = body ? (JSON.parse(body) as { detail?: string }).detail : undefined;
    const mapped = detail ? videoMessageForDetail(detail, maxSeconds) : null;
    if (mapped) return mapped;
  } catch {
    // not our JSON: a network failure or a proxy's page
  }
  return navigator.onLine ? 'Не удалось загрузить видео' : 'Нет подключения. Загрузка продолжится, когда сеть появится';
}

export function useWorkUpload(maxSeconds: number) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const upload = useRef<tus.Upload | null>(null);
  const percent = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0);

  const run = useCallback((u: tus.Upload) => {
    setState((s) => ({ phase: 'uploading', percent: 'percent' in s ? s.percent : 0 }));
    void u.findPreviousUploads().then((previous) => {
      if (previous[0]) u.resumeFromPreviousUpload(previous[0]);
      u.start();
    });
  }, []);

  const choose = useCallback(
    async (file: File) => {
      upload.current?.abort();
      setState({ phase: 'checking' });
      const verdict = await (await videoCheckWorker()).check(file, maxSeconds);
      if (!verdict.ok) return setState({ phase: 'refused', message: verdict.message });
      const token = getAuthToken();
      const u = new tus.Upload(file, {
        endpoint: '/api/uploads',
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { filename: file.name, filetype: file.type, max_seconds: String(maxSeconds) },
        headers: token ? { authorization: `Bearer ${token}` } : {},
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => setState({ phase: 'uploading', percent: percent(sent, total) }),
        onError: (error) =>
          setState((s) => ({
            phase: 'error',
            message: errorMessage(error, maxSeconds),
            percent: 'percent' in s ? s.percent : 0,
          })),
        onSuccess: () => setState({ phase: 'attached', uploadId: u.url?.split('/').pop() ?? '' }),
      });
      upload.current = u;
      run(u);
    },
    [maxSeconds, run],
  );

  const retry = useCallback(() => {
    if (upload.current) run(upload.current);
  }, [run]);

  // Back online: carry on from the server's offset without waiting for a click.
  const phase = useRef(state.phase);
  phase.current = state.phase;
  useEffect(() => {
    const resume = () => {
      if (phase.current === 'error' && upload.current) run(upload.current);
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [run]);
  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const reset = useCallback(() => {
    upload.current = null;
    setState({ phase: 'idle' });
  }, []);
  return { state, choose, retry, reset };
}
