// One video's way to the server: checked in the worker first (nothing is sent when it is refused),
// then sent with tus so a dropped network, a closed tab or a reload resumes from the server's offset.
// States follow the spec's flow: selected → loading (percent) → attached, or error with 'Повторить'.
// A video chosen offline (or cut off by the network) waits: the form may keep the work on the
// device (`keep`), and the queue sends it when the network returns. When the server does not answer
// while the device is online, it is probed with backoff and the upload resumes by itself. The video
// of a started upload stays on the device, so after a reload the form offers 'Продолжить загрузку'.
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as tus from 'tus-js-client';
import { videoCheckWorker } from '../../../workers/video-check-client.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { keepWork, type KeptWorkInput } from '../../lib/work-uploads/pending-works.ts';
import { capturePoster, sendPoster } from '../../lib/work-uploads/poster-frame.ts';
import { waitForServer } from '../../lib/work-uploads/server-probe.ts';
import { startUpload, uploadFailure, videoUpload } from '../../lib/work-uploads/tus-upload.ts';
import * as unfinished from './unfinished-upload.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'unfinished'; fileName: string }
  | { phase: 'checking' }
  | { phase: 'refused'; message: string }
  | { phase: 'offline' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'server-wait'; seconds: number; percent: number }
  | { phase: 'error'; message: string; percent: number; retryable: boolean }
  | { phase: 'attached'; uploadId: string };

const CHECK_FAILED = 'Не удалось проверить видео. Обнови страницу и попробуй ещё раз';

export type KeptFields = Omit<KeptWorkInput, 'owner' | 'file' | 'poster' | 'uploadUrl' | 'maxSeconds'>;

const percentOf = (s: UploadState) => ('percent' in s ? s.percent : 0);

/** `slot` names the form (one unfinished upload is kept per user and form). */
export function useWorkUpload(maxSeconds: number, slot: string) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  // A new key for the file input after a reset, so it no longer names the file just sent.
  const [inputKey, setInputKey] = useState(0);
  const upload = useRef<tus.Upload | null>(null);
  const probe = useRef<AbortController | null>(null);
  const chosen = useRef<{ file: File; poster: Promise<Blob | null> } | null>(null);
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  // The checker starts with the form, so a video chosen after the network dropped is still checked.
  useEffect(() => void videoCheckWorker().catch(() => undefined), []);

  const stopProbe = useCallback(() => {
    probe.current?.abort();
    probe.current = null;
  }, []);

  const run = useCallback(
    (u: tus.Upload, fingerprints = true) => {
      stopProbe();
      setState((s) => ({ phase: 'uploading', percent: percentOf(s) }));
      startUpload(u, fingerprints);
    },
    [stopProbe],
  );

  /** The server did not answer though the device is online: ask it again with backoff, then resume. */
  const waitForServerThenResume = useCallback(() => {
    stopProbe();
    const ctrl = new AbortController();
    probe.current = ctrl;
    const onWait = (seconds: number) => setState((s) => ({ phase: 'server-wait', seconds, percent: percentOf(s) }));
    waitForServer(onWait, ctrl.signal).then(
      () => {
        if (probe.current === ctrl && upload.current) run(upload.current);
      },
      () => undefined, // stopped: retried, replaced or left
    );
  }, [run, stopProbe]);

  const begin = useCallback(
    (file: File, poster: Promise<Blob | null>, uploadUrl?: string) => {
      if (owner && !uploadUrl) void unfinished.rememberUpload(owner, slot, file).catch(() => undefined);
      const u = videoUpload({
        file,
        fileName: file.name,
        fileType: file.type,
        maxSeconds,
        uploadUrl,
        onUrl: (url) => owner && unfinished.rememberUploadUrl(owner, slot, url),
        onProgress: (percent) => setState({ phase: 'uploading', percent }),
        onError: (error) => {
          const { message, retryable, serverDown } = uploadFailure(error, maxSeconds);
          setState((s) => ({ phase: 'error', message, retryable, percent: percentOf(s) }));
          if (serverDown) waitForServerThenResume();
        },
        onSuccess: (uploadId) =>
          void poster
            .then((p) => p && sendPoster(uploadId, p))
            .finally(() => setState({ phase: 'attached', uploadId })),
      });
      upload.current = u;
      run(u, !uploadUrl);
    },
    [maxSeconds, run, owner, slot, waitForServerThenResume],
  );

  const stop = useCallback(() => {
    stopProbe();
    void upload.current?.abort();
    upload.current = null;
    chosen.current = null;
  }, [stopProbe]);

  const choose = useCallback(
    async (file: File) => {
      stop();
      if (owner) void unfinished.forgetUpload(owner, slot).catch(() => undefined);
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
    [maxSeconds, begin, stop, owner, slot],
  );

  // After a reload: the video of an upload this form started is still on the device.
  useEffect(() => {
    const note = owner ? unfinished.findUnfinished(owner, slot) : null;
    if (note?.name) setState((s) => (s.phase === 'idle' ? { phase: 'unfinished', fileName: note.fileName } : s));
  }, [owner, slot]);

  /** 'Продолжить загрузку': the kept video goes on from the server's offset. */
  const resume = useCallback(async () => {
    const note = owner ? unfinished.findUnfinished(owner, slot) : null;
    const file = owner && note ? await unfinished.readUnfinished(owner, slot, note).catch(() => null) : null;
    if (!owner || !note || !file) {
      if (owner) await unfinished.forgetUpload(owner, slot).catch(() => undefined);
      return setState({ phase: 'idle' });
    }
    const poster = capturePoster(file);
    chosen.current = { file, poster };
    if (!navigator.onLine) return setState({ phase: 'offline' });
    begin(file, poster, note.uploadUrl);
  }, [owner, slot, begin]);

  const retry = useCallback(() => {
    if (upload.current) run(upload.current);
  }, [run]);

  // Back online: carry on from the server's offset (or start) without waiting for a click.
  const phase = useRef(state.phase);
  phase.current = state.phase;
  useEffect(() => {
    const onOnline = () => {
      if ((phase.current === 'error' || phase.current === 'server-wait') && upload.current) run(upload.current);
      else if (phase.current === 'offline' && chosen.current) begin(chosen.current.file, chosen.current.poster);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [run, begin]);
  // Leaving the form stops the upload but keeps its video: coming back offers to continue.
  useEffect(() => stop, [stop]);

  const reset = useCallback(() => {
    stop();
    if (owner) void unfinished.forgetUpload(owner, slot).catch(() => undefined);
    setState({ phase: 'idle' });
    setInputKey((k) => k + 1);
  }, [stop, owner, slot]);

  /** The video waits for the network: the work can be kept on the device instead of sent now. */
  const canKeep =
    state.phase === 'offline' || state.phase === 'server-wait' || (state.phase === 'error' && state.retryable);

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
  return { state, choose, resume, retry, reset, canKeep, keep, inputKey };
}

export const KEPT_NOTICE = 'Работа сохранена на устройстве и отправится, когда появится сеть';

/** The form's message when a work could not be kept on the device. */
export function keepFailureMessage(e: unknown): string {
  return e instanceof DOMException && e.name === 'QuotaExceededError'
    ? 'Недостаточно места на устройстве: работа не сохранена. Освободи место и попробуй ещё раз'
    : 'Не удалось сохранить работу на устройстве';
}
