// 'Загрузить аудио' / 'Загрузить видео' beside a file address: the file's first bytes and size are checked
// here (a wrong file is never sent), then it goes by tus with a progress bar (a dropped network resumes),
// and the server checks it again and answers its public address, which fills the field.
import { useId, useState } from 'react';
import * as tus from 'tus-js-client';
import {
  MEDIA_ACCEPT,
  MEDIA_MESSAGES,
  MEDIA_SNIFF_BYTES,
  sniffMedia,
  type MediaKind,
} from '../../../sync/rules/media-files.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { resumableUpload, startUpload } from '../../lib/work-uploads/tus-upload.ts';
import { staffApi } from './staff-api.ts';
import { isOffline } from '../../lib/reachability.ts';

type State = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'message'; text: string };

const OFFLINE = 'Нет подключения. Выберите файл ещё раз, когда сеть появится: загрузка продолжится';
const FAILED = 'Не удалось загрузить файл. Попробуйте ещё раз';
const BUTTON: Record<MediaKind, string> = { audio: 'Загрузить аудио', video: 'Загрузить видео' };

let limit: Promise<number> | undefined;
const maxBytes = () => (limit ??= staffApi.me().then((me) => me.mediaMaxBytes));
const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

function statusOf(error: unknown): number {
  if (error instanceof tus.DetailedError) return error.originalResponse?.getStatus() ?? 0;
  return (error as { status?: number }).status ?? 0;
}

/** The file's length in whole seconds as the browser reads it (a podcast episode's 'Длительность'). */
function secondsOf(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const url = URL.createObjectURL(file);
    const done = (seconds?: number) => {
      URL.revokeObjectURL(url);
      resolve(seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds) : undefined);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done();
    audio.src = url;
  });
}

export function MediaUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: MediaKind;
  label: string;
  onUploaded: (url: string, seconds?: number) => void;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const messages = MEDIA_MESSAGES[kind];
  const fail = async (error: unknown) => {
    const status = statusOf(error);
    const text =
      status === 413
        ? messages.size(megabytes(await maxBytes().catch(() => 0)))
        : status === 415
          ? messages.type
          : isOffline() || status === 0
            ? OFFLINE
            : FAILED;
    setState({ phase: 'message', text });
  };

  const send = async (file: File) => {
    const head = new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer());
    if (!sniffMedia(head, kind)) return setState({ phase: 'message', text: messages.type });
    const max = await maxBytes().catch(() => Infinity);
    if (file.size > max) return setState({ phase: 'message', text: messages.size(megabytes(max)) });
    setState({ phase: 'uploading', percent: 0 });
    const seconds = kind === 'audio' ? secondsOf(file) : Promise.resolve(undefined);
    const upload = resumableUpload({
      endpoint: '/api/staff/content/media/uploads',
      file,
      metadata: { filename: file.name, filetype: file.type, kind },
      onProgress: (percent) => setState({ phase: 'uploading', percent }),
      onError: (error) => void fail(error),
      onSuccess: (uploadId) =>
        void apiFetch<ApiResponse<'/staff/content/media', 'post'>>('/staff/content/media', {
          method: 'POST',
          body: { uploadId, kind },
        })
          .then(async (res) => {
            onUploaded(res.url, await seconds);
            setState({ phase: 'message', text: 'Файл загружен' });
          })
          .catch(fail),
    });
    startUpload(upload, true);
  };

  return (
    <div className="staff-upload">
      <label
        className="button button--quiet button--small staff-upload__button"
        htmlFor={id}
        aria-disabled={state.phase === 'uploading'}
      >
        {BUTTON[kind]}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={MEDIA_ACCEPT[kind]}
        aria-label={`${BUTTON[kind]}: ${label}`}
        disabled={state.phase === 'uploading'}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file).catch(fail);
        }}
      />
      {state.phase === 'uploading' && (
        <progress
          className="staff-upload__progress"
          max={100}
          value={state.percent}
          aria-label={`${label}: загрузка`}
        />
      )}
      {state.phase !== 'idle' && (
        <span className="staff-card__meta" role="status">
          {state.phase === 'uploading' ? `Загружено ${state.percent} %` : state.text}
        </span>
      )}
    </div>
  );
}
