// A material's own audio files (a podcast's episodes: address, title, length) and video files, as
// the material keeps them beside its blocks (`audios`, `videos` of POST/PUT /page).
import { Line } from './authoring-fields.tsx';
import { MediaUpload } from './media-upload.tsx';

export interface DraftAudio {
  path: string;
  title: string;
  /** 'мм:сс' as typed. */
  length: string;
}

export interface DraftVideo {
  url: string;
}

export const lengthText = (seconds?: number | null) =>
  seconds == null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** '12:05' or '725' -> 725 seconds; anything else -> undefined (the player reads the file's own). */
export function lengthSeconds(text: string): number | undefined {
  const m = /^\s*(?:(\d{1,3}):)?(\d{1,5})\s*$/.exec(text);
  if (!m) return undefined;
  return m[1] === undefined ? Number(m[2]) : Number(m[1]) * 60 + Number(m[2]);
}

function Row({
  legend,
  index,
  children,
  onRemove,
}: {
  legend: string;
  index: number;
  children: React.ReactNode;
  onRemove: () => void;
}) {
  return (
    <li className="staff-media" aria-label={`${legend} ${index + 1}`}>
      {children}
      <button type="button" className="button button--quiet button--small" onClick={onRemove}>
        Убрать
      </button>
    </li>
  );
}

export function MediaLists({
  audios,
  videos,
  onChange,
}: {
  audios: DraftAudio[];
  videos: DraftVideo[];
  onChange: (patch: { audios?: DraftAudio[]; videos?: DraftVideo[] }) => void;
}) {
  const setAudio = (i: number, patch: Partial<DraftAudio>) =>
    onChange({ audios: audios.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const setVideo = (i: number, url: string) => onChange({ videos: videos.map((x, j) => (j === i ? { url } : x)) });
  return (
    <>
      <fieldset className="staff-fieldset">
        <legend className="field__label">Аудио (выпуски подкаста)</legend>
        <ol className="staff-blocks">
          {audios.map((a, i) => (
            <Row
              key={i}
              legend="Аудио"
              index={i}
              onRemove={() => onChange({ audios: audios.filter((_, j) => j !== i) })}
            >
              <div>
                <Line label="Адрес файла" value={a.path} onValue={(path) => setAudio(i, { path })} />
                <MediaUpload
                  kind="audio"
                  label={`Аудио ${i + 1}`}
                  onUploaded={(path, seconds) =>
                    setAudio(i, seconds === undefined ? { path } : { path, length: lengthText(seconds) })
                  }
                />
              </div>
              <Line label="Название выпуска" value={a.title} onValue={(title) => setAudio(i, { title })} />
              <Line label="Длительность (мм:сс)" value={a.length} onValue={(length) => setAudio(i, { length })} />
            </Row>
          ))}
        </ol>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange({ audios: [...audios, { path: '', title: '', length: '' }] })}
        >
          Добавить аудио
        </button>
      </fieldset>
      <fieldset className="staff-fieldset">
        <legend className="field__label">Видеофайлы</legend>
        <ol className="staff-blocks">
          {videos.map((v, i) => (
            <Row
              key={i}
              legend="Видео"
              index={i}
              onRemove={() => onChange({ videos: videos.filter((_, j) => j !== i) })}
            >
              <div>
                <Line label="Адрес видео" value={v.url} onValue={(url) => setVideo(i, url)} />
                <MediaUpload kind="video" label={`Видео ${i + 1}`} onUploaded={(url) => setVideo(i, url)} />
              </div>
            </Row>
          ))}
        </ol>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onChange({ videos: [...videos, { url: '' }] })}
        >
          Добавить видео
        </button>
      </fieldset>
    </>
  );
}

/** The lists as POST/PUT /page take them: empty rows dropped. */
export function mediaBody(audios: DraftAudio[], videos: DraftVideo[]) {
  return {
    audios: audios
      .filter((a) => a.path.trim())
      .map((a) => ({ path: a.path.trim(), title: a.title.trim() || undefined, duration: lengthSeconds(a.length) })),
    videos: videos.filter((v) => v.url.trim()).map((v) => ({ url: v.url.trim() })),
  };
}
