// Loading, saving and publishing one event, course or quiz in its editor. After every save the
// draft is rebuilt from the server's answer, so new rounds, questions and steps carry their ids
// into the next save (a pupil's answers and progress stay with them). Errors come in Russian.
import { useEffect, useState } from 'react';
import { apiFetch, type ApiRequest } from '../../lib/api-client.ts';
import { authoringMessage } from './authoring-errors.ts';
import { useStaffNavigate } from './staff-nav.tsx';

export interface Saved {
  id: number;
  slug: string;
  isPublished: boolean;
}

interface Options<Loaded extends Saved, Draft> {
  /** '/staff/content/events' and the like. */
  base: string;
  /** The `edit` search value's kind: 'event:12'. */
  kind: string;
  id: number | null;
  empty: Draft;
  /** The draft of the server's answer; `previous` lets new ids keep the React keys on screen. */
  fromLoaded: (loaded: Loaded, previous?: Draft) => Draft;
  toBody: (draft: Draft) => unknown;
}

export function useAuthoring<Loaded extends Saved, Draft>(o: Options<Loaded, Draft>) {
  const navigate = useStaffNavigate();
  const [draft, setDraft] = useState<Draft>(o.empty);
  const [saved, setSaved] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(o.id !== null);

  // Loaded is the caller's ApiResponse<'/staff/content/<kind>/:id'> (event-draft.ts, quiz-draft.ts, course-editor.tsx).
  // eslint-disable-next-line no-restricted-syntax -- the caller names the derived type, see above
  const call = (path: string, req?: ApiRequest) => apiFetch<Loaded>(path, req);
  const take = (loaded: Loaded) => {
    setSaved(loaded);
    setDraft((previous) => o.fromLoaded(loaded, previous));
  };

  useEffect(() => {
    // After the first save the address gains the new id; what is on screen is already that item.
    if (o.id === null || saved?.id === o.id) return;
    call(`${o.base}/${o.id}`).then(
      (loaded) => (take(loaded), setLoading(false)),
      (e: unknown) => (setError(authoringMessage(e)), setLoading(false)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per item, not on every save
  }, [o.base, o.id]);

  const save = async (): Promise<Loaded | null> => {
    setError(null);
    setStatus(null);
    try {
      const body = o.toBody(draft);
      const loaded = saved
        ? await call(`${o.base}/${saved.id}`, { method: 'PUT', body })
        : await call(o.base, { method: 'POST', body });
      take(loaded);
      if (!saved) void navigate({ search: { s: 'learning', edit: `${o.kind}:${loaded.id}` }, replace: true });
      return loaded;
    } catch (e) {
      setError(authoringMessage(e));
      return null;
    }
  };

  const publish = async (published: boolean) => {
    const done = await save();
    if (!done) return;
    try {
      take(await call(`${o.base}/${done.id}/publish`, { method: 'POST', body: { published } }));
      setStatus(published ? 'Опубликовано' : 'Снято с публикации');
    } catch (e) {
      setError(authoringMessage(e));
    }
  };

  const update = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setStatus(null);
  };

  return {
    draft,
    update,
    saved,
    status,
    error,
    loading,
    saveDraft: () => void save().then((ok) => ok && setStatus('Черновик сохранён')),
    publish,
  };
}
