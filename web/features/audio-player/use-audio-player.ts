// The podcast player's state: loading → ready → playing ⇄ paused, and back to stopped at the
// end (the saved position is cleared); unavailable when the recording cannot be fetched (offline and not saved
// on the device), loaded again when the network returns or on the next press of play. Restores the saved
// position when the track loads, saves it about every 5 s while playing and on pause; only one player on the
// page plays at a time; a track change stops playback and resets the speed to 1.
//
// A track whose length the server gave fetches nothing before play (preload="none"): on a school link a reader
// who never listens must not spend the class's bandwidth on it, and the metadata preload of a small recording
// brought the whole file. The metadata is read first only where it tells the listener something: a track of
// unknown length, a page opened offline (is the recording on the device?) and a load after a failure.
import { useCallback, useEffect, useRef, useState } from 'react';
import { openDevice } from '../../lib/device-store.ts';
import { ownerOf, useCurrentUser } from '../../lib/session.ts';
import { loadPosition, positionKey, savePosition, type Track } from './positions.ts';
import { claimPlayback, registerPlayer } from './single-playback.ts';
import { isOffline, whenServerBack } from '../../lib/reachability.ts';

export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'stopped' | 'unavailable';
const SAVE_EVERY_MS = 5000;
/** Tries after a failed load while online, 2, 4, 8 and 16 s apart. */
const ONLINE_RETRIES = 4;

export function useAudioPlayer(track: Track) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const user = useCurrentUser();
  const owner = user ? ownerOf(user) : null;
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  const [state, setState] = useState<PlayerState>('loading');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(track.duration ?? 0);
  const [speed, setSpeedState] = useState(1);
  const [preload, setPreload] = useState<'none' | 'metadata'>(() =>
    track.duration && !isOffline() ? 'none' : 'metadata',
  );
  /** The saved position restored before the recording's metadata is known (see handlers.onLoadedMetadata). */
  const startAt = useRef<number | null>(null);
  const lastSaved = useRef(-1);
  // The track's identity is its key: a refreshed copy of the same track must not restart it.
  const key = positionKey(track);
  const trackRef = useRef(track);
  trackRef.current = track;

  const save = useCallback((position: number) => {
    if (Math.abs(position - lastSaved.current) < 0.5) return;
    lastSaved.current = position;
    void savePosition(trackRef.current, ownerRef.current, position).catch((e: unknown) => console.error(e));
  }, []);

  // A new track: stop, speed back to 1, restore its saved position once metadata is known.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const unregister = registerPlayer(audio);
    setState('loading');
    setTime(0);
    setSpeedState(1);
    audio.playbackRate = audio.defaultPlaybackRate = 1;
    lastSaved.current = -1;
    startAt.current = null;
    let cancelled = false;
    const restore = () => {
      void loadPosition(trackRef.current, ownerRef.current).then((pos) => {
        if (cancelled) return;
        const length = Number.isFinite(audio.duration) ? audio.duration : (trackRef.current.duration ?? 0);
        if (pos > 0 && pos < length) {
          // Before the metadata this sets where playback will start (the default playback start position).
          audio.currentTime = pos;
          if (audio.readyState < 1) startAt.current = pos;
          setTime(pos);
          lastSaved.current = pos;
        }
        setState((s) => (s === 'loading' ? 'ready' : s));
      });
    };
    // Nothing is fetched before play: the saved position and the server's length are all 'ready' needs.
    if (audio.readyState >= 1 || audio.preload === 'none') restore();
    else audio.addEventListener('loadedmetadata', restore, { once: true });
    return () => {
      cancelled = true;
      audio.removeEventListener('loadedmetadata', restore);
      if (!audio.paused) {
        save(audio.currentTime);
        audio.pause();
      }
      unregister();
    };
  }, [key, save]);

  /** Loads after a failure so far, while online (reset once the recording loads). */
  const failures = useRef(0);
  /** Where a load after a failure resumes, until its metadata arrives (handlers.onLoadedMetadata). */
  const resumeAt = useRef<number | null>(null);
  /** Loads the recording again after it failed, at the place it had reached. */
  const reload = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    resumeAt.current ??= audio.currentTime;
    setState('loading');
    // Whether the recording answers now is what the listener waits to hear.
    audio.preload = 'metadata';
    setPreload('metadata');
    audio.load();
  }, []);

  // The recording failed to load: the network's return loads it again at once; online, a few more tries with
  // growing pauses, since 'online' can fire before the network really answers.
  useEffect(() => {
    if (state !== 'unavailable') return;
    const stopWaiting = whenServerBack(reload);
    const tries = failures.current++;
    const timer = !isOffline() && tries < ONLINE_RETRIES ? window.setTimeout(reload, 2000 * 2 ** tries) : undefined;
    return () => {
      stopWaiting();
      window.clearTimeout(timer);
    };
  }, [state, reload]);

  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setInterval(() => {
      const audio = audioRef.current;
      if (audio) save(audio.currentTime);
    }, SAVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [state, save]);

  const handlers = {
    onLoadedMetadata: (e: { currentTarget: HTMLAudioElement }) => {
      const audio = e.currentTarget;
      setDuration(audio.duration || trackRef.current.duration || 0);
      const start = startAt.current;
      startAt.current = null;
      // A browser without a default playback start position began at 0.
      if (start !== null && audio.currentTime === 0 && start < audio.duration) audio.currentTime = start;
      const at = resumeAt.current;
      if (at === null) return;
      resumeAt.current = null;
      failures.current = 0;
      if (at > 0 && at < audio.duration) audio.currentTime = at;
      setState((s) => (s === 'loading' ? 'ready' : s));
    },
    onTimeUpdate: (e: { currentTarget: HTMLAudioElement }) => setTime(e.currentTarget.currentTime),
    onPlay: (e: { currentTarget: HTMLAudioElement }) => {
      claimPlayback(e.currentTarget);
      setState('playing');
    },
    onPause: (e: { currentTarget: HTMLAudioElement }) => {
      if (e.currentTarget.ended) return;
      setState((s) => (s === 'playing' ? 'paused' : s));
      save(e.currentTarget.currentTime);
    },
    onError: () => setState('unavailable'),
    onEnded: (e: { currentTarget: HTMLAudioElement }) => {
      setState('stopped');
      e.currentTarget.currentTime = 0;
      setTime(0);
      lastSaved.current = -1;
      save(0);
    },
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      if (state === 'unavailable') reload();
      // Playing leads to saving the position: the device store opens now, for this action, so a save on pause
      // (and a reload right after it) does not wait for Dexie to load and the store to open.
      void openDevice().catch(() => undefined);
      void audio.play().catch((e: unknown) => console.error(e));
    } else audio.pause();
  };
  const seek = (to: number) => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(to)) return;
    const at = Math.max(0, Math.min(to, audio.duration || duration || to));
    audio.currentTime = at;
    if (audio.readyState < 1) startAt.current = at;
    setTime(at);
    if (audio.paused) save(audio.currentTime);
  };
  const setSpeed = (rate: number) => {
    const audio = audioRef.current;
    // The default rate too: a load after a failure resets the rate to it.
    if (audio) audio.playbackRate = audio.defaultPlaybackRate = rate;
    setSpeedState(rate);
  };
  return { audioRef, state, time, duration, speed, preload, handlers, toggle, seek, setSpeed };
}
