// The work's video field shared by the common and the special contest's upload forms: a drop zone
// with a 44 px 'Выбрать видео' button that states the formats, size and length accepted (the file
// input itself is visually hidden but keeps the field's label and focus), its state line, and the
// form's own error. Disabled while the video is checked or sent.
import { useState, type DragEvent } from 'react';
import { VIDEO_ACCEPT, VIDEO_FORMATS_TEXT } from '../../../sync/rules/video/video-check.ts';
import { pluralRu } from '../../lib/format.ts';
import { UploadStatus } from './upload-status.tsx';
import type { UploadState } from './use-work-upload.ts';

interface VideoFileFieldProps {
  id: string;
  label: string;
  maxSeconds: number;
  state: UploadState;
  /** Changes after a reset, so the input forgets the chosen file. */
  inputKey: number;
  error?: string;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onResume: () => void;
  onClearError: () => void;
}

export function VideoFileField(props: VideoFileFieldProps) {
  const { id, label, state, inputKey, error, onRetry, onResume } = props;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <DropZone key={inputKey} {...props} />
      <UploadStatus state={state} onRetry={onRetry} onResume={onResume} />
      {error && state.phase !== 'refused' && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'до 3 минут', 'до 1 минуты': the genitive after 'до'. */
const upToMinutes = (seconds: number) => {
  const n = Math.round(seconds / 60);
  return `до ${n}\u00a0${pluralRu(n, ['минуты', 'минут', 'минут'])}`;
};

function DropZone({ id, maxSeconds, state, onChoose, onClearError }: VideoFileFieldProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const disabled = state.phase === 'checking' || state.phase === 'uploading';
  const take = (file: File | undefined) => {
    onClearError();
    if (!file) return;
    setPicked(file.name);
    onChoose(file);
  };
  const drag = (e: DragEvent, on: boolean) => {
    e.preventDefault();
    if (!disabled) setOver(on);
  };
  return (
    <div
      className={`drop-zone${over ? ' drop-zone--over' : ''}${disabled ? ' drop-zone--disabled' : ''}`}
      onDragOver={(e) => drag(e, true)}
      onDragLeave={(e) => drag(e, false)}
      onDrop={(e) => {
        drag(e, false);
        if (!disabled) take(e.dataTransfer.files[0]);
      }}
    >
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept={VIDEO_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => take(e.target.files?.[0])}
      />
      <label htmlFor={id} className="button button--secondary drop-zone__button" aria-hidden="true">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-5 5m5-5 5 5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {picked ? 'Выбрать другое видео' : 'Выбрать видео'}
      </label>
      <p className="drop-zone__hint" id={`${id}-hint`}>
        {VIDEO_FORMATS_TEXT}, до 175&nbsp;МБ, {upToMinutes(maxSeconds)}
      </p>
      <p className="drop-zone__hint drop-zone__drag">или перетащи файл сюда</p>
      {picked && <p className="drop-zone__file">{picked}</p>}
    </div>
  );
}
