// The work's video field shared by the common and the special contest's upload forms: the file
// input (disabled while the video is checked or sent), its state line, and the form's own error.
import { VIDEO_ACCEPT } from '../../../sync/rules/video/video-check.ts';
import { UploadStatus } from './upload-status.tsx';
import type { UploadState } from './use-work-upload.ts';

interface VideoFileFieldProps {
  id: string;
  label: string;
  state: UploadState;
  /** Changes after a reset, so the input forgets the chosen file. */
  inputKey: number;
  error?: string;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onClearError: () => void;
}

export function VideoFileField({
  id,
  label,
  state,
  inputKey,
  error,
  onChoose,
  onRetry,
  onClearError,
}: VideoFileFieldProps) {
  const loading = state.phase === 'checking' || state.phase === 'uploading';
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={VIDEO_ACCEPT}
        disabled={loading}
        onChange={(e) => {
          const file = e.target.files?.[0];
          onClearError();
          if (file) onChoose(file);
        }}
      />
      <UploadStatus state={state} onRetry={onRetry} />
      {error && state.phase !== 'refused' && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
