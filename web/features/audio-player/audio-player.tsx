// The podcast player: a waveform once the listener first presses play (peaks decoded with the Web Audio API from
// the whole file; a plain progress bar before that and when decoding fails), play/pause, a seek slider, playback speed 0.5–2 and a track list.
// Everything is reachable by keyboard and labelled in Russian.
import './audio-player.css';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import type { Track } from './positions.ts';
import { useAudioPlayer, type PlayerState } from './use-audio-player.ts';
import { drawPeaks, loadPeaks } from './waveform.ts';

// The play button is never aria-busy while the recording loads: the takeover from the server's first screen
// waits for busy placeholders (when-idle.ts), and offline a recording not saved here never loads.
const OFFLINE_LABEL = 'Загрузится при подключении';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const STATE_LABELS: Record<PlayerState, string> = {
  loading: 'Загрузка…',
  ready: 'Готово к воспроизведению',
  playing: 'Воспроизводится',
  paused: 'Пауза',
  stopped: 'Остановлено',
  unavailable: 'Запись не загрузилась',
};

/** The elapsed time counts whole seconds reached; a length is rounded, as the server's whole-second length is, so
 * the length shown before play (the server's) does not change when the recording's own arrives at play. */
function clock(seconds: number, round = false): string {
  const whole = round ? Math.round : Math.floor;
  const s = Math.max(0, whole(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

interface WaveformProps {
  path: string;
  progress: number;
  onSeek: (fraction: number) => void;
  /** False until the listener first presses play: the peaks are decoded from the whole file, which a reader
   * who never listens must not download (the player itself fetches nothing before play). */
  wanted: boolean;
}

function Waveform({ path, progress, onSeek, wanted }: WaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [peaks, setPeaks] = useState<number[] | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    setPeaks(undefined);
    if (!wanted) return;
    // Decoding the file is 10 to 20 ms of the main thread here, several times that on a phone: done once the page
    // has been quiet (web/lib/when-quiet.ts), not during the reader's first scroll. The plain bar shows the
    // progress until then, in the same space.
    const decode = () => {
      if (alive) void loadPeaks(path).then((p) => alive && setPeaks(p));
    };
    void import('../../lib/when-quiet.ts').then((m) => m.afterQuiet(decode), decode);
    return () => {
      alive = false;
    };
  }, [path, wanted]);
  useEffect(() => {
    if (canvas.current && peaks) drawPeaks(canvas.current, peaks, progress);
  }, [peaks, progress]);
  const click = (e: MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onSeek((e.clientX - box.left) / box.width);
  };
  if (!peaks) {
    return (
      <div
        className="audio-player__bar"
        onClick={click}
        aria-hidden="true"
        data-waveform={peaks === null ? 'none' : wanted ? 'loading' : 'waiting'}
      >
        <span className="audio-player__bar-fill" style={{ width: `${progress * 100}%` }} />
      </div>
    );
  }
  return (
    <canvas ref={canvas} className="audio-player__wave" onClick={click} aria-hidden="true" data-waveform="ready" />
  );
}

function PlayerCore({ track }: { track: Track }) {
  const p = useAudioPlayer(track);
  const online = useOnline();
  const progress = p.duration > 0 ? Math.min(1, p.time / p.duration) : 0;
  const playing = p.state === 'playing';
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (playing) setHeard(true);
  }, [playing]);
  const keys = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (e.key === 'ArrowRight') p.seek(p.time + 10);
    else if (e.key === 'ArrowLeft') p.seek(p.time - 10);
  };
  return (
    <div className="audio-player__core" onKeyDown={keys} data-state={p.state} data-player>
      <audio ref={p.audioRef} src={track.path} preload={p.preload} {...p.handlers} />
      <button
        type="button"
        className="audio-player__play"
        onClick={p.toggle}
        aria-label={playing ? 'Пауза' : 'Слушать'}
      >
        {playing ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        )}
      </button>
      <div className="audio-player__track">
        <Waveform path={track.path} progress={progress} onSeek={(f) => p.seek(f * p.duration)} wanted={heard} />
        <input
          className="audio-player__seek"
          type="range"
          min={0}
          max={Math.max(1, Math.round(p.duration))}
          step={1}
          value={Math.round(p.time)}
          onChange={(e) => p.seek(Number(e.currentTarget.value))}
          aria-label="Позиция воспроизведения"
          aria-valuetext={`${clock(p.time)} из ${clock(p.duration, true)}`}
        />
        <div className="audio-player__times">
          <span className="audio-player__time" data-testid="audio-time">
            {clock(p.time)}
          </span>
          <span className="audio-player__status" role="status">
            {p.state === 'unavailable' && !online ? OFFLINE_LABEL : STATE_LABELS[p.state]}
          </span>
          <span>{clock(p.duration, true)}</span>
        </div>
      </div>
      <label className="audio-player__speed">
        <span className="visually-hidden">Скорость воспроизведения</span>
        <select value={p.speed} onChange={(e) => p.setSpeed(Number(e.currentTarget.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>{`${String(s).replace('.', ',')}×`}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** One or more tracks; choosing another track stops playback and resets the speed to 1. */
export function AudioPlayer({ tracks, title }: { tracks: Track[]; title?: string }) {
  const [index, setIndex] = useState(0);
  const track = tracks[Math.min(index, tracks.length - 1)];
  if (!track) return null;
  return (
    <section className="audio-player" aria-label={title ? `Плеер: ${title}` : 'Аудиоплеер'}>
      {track.title && <p className="audio-player__title">{track.title}</p>}
      <PlayerCore key={track.id ?? track.path} track={track} />
      {tracks.length > 1 && (
        <ol className="audio-player__list" aria-label="Выпуски">
          {tracks.map((t, i) => (
            <li key={t.id ?? t.path}>
              <button
                type="button"
                className="audio-player__item"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {t.title || `Выпуск ${i + 1}`}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
