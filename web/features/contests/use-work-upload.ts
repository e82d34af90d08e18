// One video's way to the server: checked in the worker first (nothing is sent when it is refused),
// then sent with tus so a dropped network, a closed tab or a reload resumes from the server's offset.
// States follow the spec's flow: selected → loading (percent) → attached, or error with 'Повторить'.
// A video chosen offline (or cut off by the network) waits: the form may keep the work on the
// device (`keep`), and the queue sends it when the network returns.
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as tus from 'tus-js-client';
import { videoCheckWorker } from '../../../workers/video-check-client.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { keepWork, type KeptWorkInput } from '../../lib/work-uploads/pending-works.ts';
import { capturePoster, sendPoster } from '../../lib/work-uploads/poster-frame.ts';
import { startUpload, uploadFailure, videoUpload } from '../../lib/work-uploads/tus-upload.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'refused'; message: string }
  | { phase: 'offline' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'error'; message: string; percent: number; retryable: boolean }
  | { phase: 'attached'; uploadId: string };

const CHECK_FAILED = 'Не удалось проверить видео. Обнови страницу и попробуй ещё раз';

export type KeptFields = Omit<KeptWorkInput, 'owner' | 'file' | 'poster' | 'uploadUrl' | 'maxSeconds'>;

export function useWorkUpload(maxSeconds: number) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // A new key for the file input after a reset, so it no longer names the file just sent.
  const [inputKey, setInputKey] = useState(0);
  const upload = useRef<tus.Upload | null>(null);
  const chosen = useRef<{ file: File; poster: Promise<Blob | null> } | null>(null);
  const user = useCurrentUser();
  // The checker starts with the form, so a video chosen after the network dropped is still checked.
  useEffect(() => void videoCheckWorker().catch(() => undefined), []);

  const run = useCallback((u: tus.Upload) => {
    setState((s) => ({ phase: 'uploading', percent: 'percent' in s ? s.percent : 0 }));
    startUpload(u, true);
  }, []);

  const begin = useCallback(
    (file: File, poster: Promise<Blob | null>) => {
      const u = videoUpload({
        file,
        fileName: file.name,
        fileType: file.type,
        maxSeconds,
        onProgress: (percent) => setState({ phase: 'uploading', percent }),
        onError: (error) =>
          setState((s) => ({
            phase: 'error',
            ...uploadFailure(error, maxSeconds),
            percent: 'percent' in s ? s.percent : 0,
          })),
        onSuccess: (uploadId) =>
          void poster
            .then((p) => p && sendPoster(uploadId, p))
            .finally(() => setState({ phase: 'attached', uploadId })),
      });
      upload.current = u;
      run(u);
    },
    [maxSeconds, run],
  );

  const choose = useCallback(
    async (file: File) => {
      void upload.current?.abort();
      upload.current = null;
      chosen.current = null;
      setState({ phase: 'checking' });
      let verdict: { ok: true } | { ok: false; message: string };
      try {
        verdict = await (await videoCheckWorker()).check(file, maxSeconds);
      } catch {
        verdict = { ok: false, message: CHECK_FAILED };
      }
      if (!verdict.ok) return setState({ phase: 'refused', message: verdict.message });
      const poster = capturePoster(file);
      chosen.current = { file, poster };
      if (!navigator.onLine) return setState({ phase: 'offline' });
      begin(file, poster);
    },
    [maxSeconds, begin],
  );

  const retry = useCallback(() => {
    if (upload.current) run(upload.current);
  }, [run]);

  // Back online: carry on from the server's offset (or start) without waiting for a click.
  const phase = useRef(state.phase);
  phase.current = state.phase;
  useEffect(() => {
    const resume = () => {
      if (phase.current === 'error' && upload.current) run(upload.current);
      else if (phase.current === 'offline' && chosen.current) begin(chosen.current.file, chosen.current.poster);
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [run, begin]);
  useEffect(
    () => () => {
      void upload.current?.abort();
    },
    [],
  );

  const reset = useCallback(() => {
    void upload.current?.abort();
    upload.current = null;
    chosen.current = null;
    setState({ phase: 'idle' });
    setInputKey((k) => k + 1);
  }, []);

  /** The video waits for the network: the work can be kept on the device instead of sent now. */
  const canKeep = state.phase === 'offline' || (state.phase === 'error' && state.retryable);

  /** Keeps the work with its video on the device (the queue sends it); the form's upload stops. */
  const keep = useCallback(
    async (fields: KeptFields) => {
      const picked = chosen.current;
      if (!picked || !user) throw new Error('No video chosen');
      const uploadUrl = upload.current?.url ?? undefined;
      await keepWork({
        ...fields,
        owner: ownerOf(user),
        maxSeconds,
        file: picked.file,
        poster: await picked.poster,
        uploadUrl,
      });
      reset();
    },
    [user, maxSeconds, reset],
  );
  return { state, choose, retry, reset, canKeep, keep, inputKey };
}

export const KEPT_NOTICE = 'Работа сохранена на устройстве и отправится, когда появится сеть';

/** The form's message when a work could not be kept on the device. */
export function keepFailureMessage(e: unknown): string {
  return e instanceof DOMException && e.name === 'QuotaExceededError'
    ? 'Недостаточно места на устройстве: работа не сохранена. Освободите место и попробуйте ещё раз'
    : 'Не удалось сохранить работу на устройстве';
}
