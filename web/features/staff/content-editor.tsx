// The editor of one material or news item: title, description, preview, blocks; 'Предпросмотр'
// shows it as the site will render it; saving keeps a draft, publishing makes it public (and
// searchable at once); 'Снять с публикации' takes it back.
import { useEffect, useId, useState } from 'react';
import { ContentBlocks } from '../../components/content-blocks/content-blocks.tsx';
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { AuthoringShell } from './authoring-shell.tsx';
import { BlockEditor } from './block-editor.tsx';
import { fromContent, toContent, type DraftBlock } from './block-fields.ts';
import { ImageUpload } from './image-upload.tsx';
import { lengthText, MediaLists, mediaBody, type DraftAudio, type DraftVideo } from './media-lists.tsx';
import { PAGE_TYPE_LABELS } from './staff-format.ts';
import { TermPicker } from './term-picker.tsx';
import { useStaffNavigate } from './staff-nav.tsx';
import { LabelOptions } from './authoring-fields.tsx';

interface Draft {
  title: string;
  description: string;
  preview: string;
  pageTypeId: number;
  blocks: DraftBlock[];
  tags: number[];
  topics: number[];
  audios: DraftAudio[];
  videos: DraftVideo[];
}

const EMPTY: Draft = {
  title: '',
  description: '',
  preview: '',
  pageTypeId: 3,
  blocks: [],
  tags: [],
  topics: [],
  audios: [],
  videos: [],
};

export function ContentEditor({ kind, id }: { kind: 'page' | 'news'; id: number | null }) {
  const base = kind === 'page' ? '/staff/content/pages' : '/staff/content/news';
  const navigate = useStaffNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [saved, setSaved] = useState<{ id: number; slug: string; published: boolean } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const ids = { title: useId(), description: useId(), preview: useId(), type: useId() };

  useEffect(() => {
    // After the first save the address gains the new id; what is on screen is already that item.
    if (id === null || saved?.id === id) return;
    (kind === 'page'
      ? apiFetch<ApiResponse<'/staff/content/pages/:id'>>(`${base}/${id}`)
      : apiFetch<ApiResponse<'/staff/content/news/:id'>>(`${base}/${id}`)
    ).then(
      (p) => {
        setDraft({
          title: p.title,
          description: p.description ?? '',
          preview: p.preview ?? '',
          pageTypeId: 'type' in p ? p.type.id : 3,
          blocks: fromContent(p.content),
          tags: 'tags' in p ? p.tags.map((t) => t.id) : [],
          topics: 'topics' in p ? p.topics.map((t) => t.id) : [],
          audios:
            'audios' in p
              ? p.audios.map((a) => ({ path: a.path, title: a.title ?? '', length: lengthText(a.duration) }))
              : [],
          videos: 'videos' in p ? p.videos.map((v) => ({ url: v.url })) : [],
        });
        setSaved({ id: p.id, slug: p.slug, published: p.isPublished });
        setLoading(false);
      },
      (e: unknown) => (setError(messageFor(e as Parameters<typeof messageFor>[0])), setLoading(false)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per item, not on every save
  }, [base, id]);

  const body = () => ({
    title: draft.title.trim(),
    description: draft.description.trim(),
    preview: draft.preview.trim() || null,
    content: toContent(draft.blocks),
    ...(kind === 'page' && {
      pageTypeId: draft.pageTypeId,
      tags: draft.tags,
      topics: draft.topics,
      ...mediaBody(draft.audios, draft.videos),
    }),
  });

  const save = async (): Promise<number | null> => {
    setError(null);
    try {
      if (saved) {
        // Materials and news answer their own shapes; only the id matters here.
        await apiFetch<ApiResponse<'/staff/content/news/:id', 'put'>>(`${base}/${saved.id}`, {
          method: 'PUT',
          body: body(),
        });
        return saved.id;
      }
      const made = await apiFetch<ApiResponse<'/staff/content/news', 'post'>>(base, { method: 'POST', body: body() });
      setSaved({ id: made.id, slug: made.slug ?? '', published: false });
      void navigate({ search: { s: 'content', edit: `${kind}:${made.id}` }, replace: true });
      return made.id;
    } catch (e) {
      setError(messageFor(e as Parameters<typeof messageFor>[0]));
      return null;
    }
  };

  const publish = async (published: boolean) => {
    const savedId = await save();
    if (savedId === null) return;
    try {
      const res = await apiFetch<
        ApiResponse<'/staff/content/pages/:id/publish', 'post'> | ApiResponse<'/staff/content/news/:id/publish', 'post'>
      >(`${base}/${savedId}/publish`, {
        method: 'POST',
        body: { published },
      });
      setSaved((s) => ({ id: savedId, slug: ('slug' in res ? res.slug : undefined) ?? s?.slug ?? '', published }));
      setStatus(published ? 'Опубликовано' : 'Снято с публикации');
    } catch (e) {
      setError(messageFor(e as Parameters<typeof messageFor>[0]));
    }
  };

  if (loading) return <p aria-busy="true">Загрузка…</p>;
  const set = (patch: Partial<Draft>) => (setDraft((d) => ({ ...d, ...patch })), setStatus(null));
  const publicHref = saved?.published ? (kind === 'page' ? `/post/${saved.slug}` : `/news/${saved.slug}`) : null;

  return (
    <AuthoringShell
      back="content"
      heading={
        saved ? (kind === 'page' ? 'Материал' : 'Новость') : kind === 'page' ? 'Новый материал' : 'Новая новость'
      }
      published={Boolean(saved?.published)}
      publicHref={publicHref}
      status={status}
      error={error}
      onSave={() => void save().then((ok) => ok && setStatus('Черновик сохранён'))}
      onPublish={(published) => void publish(published)}
      preview={() => (
        <>
          <h1>{draft.title || 'Без названия'}</h1>
          {draft.description && <p className="staff-preview__lead">{draft.description}</p>}
          <ContentBlocks blocks={toContent(draft.blocks) as ContentBlock[]} />
        </>
      )}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.title}>
          Заголовок<span className="field__required"> *</span>
        </label>
        <input
          id={ids.title}
          className="field__control"
          value={draft.title}
          required
          maxLength={300}
          onChange={(e) => set({ title: e.target.value })}
        />
      </div>
      {kind === 'page' && (
        <div className="field">
          <label className="field__label" htmlFor={ids.type}>
            Тип
          </label>
          <select
            id={ids.type}
            className="field__control"
            value={draft.pageTypeId}
            onChange={(e) => set({ pageTypeId: Number(e.target.value) })}
          >
            <LabelOptions entries={Object.entries(PAGE_TYPE_LABELS)} />
          </select>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.description}>
          Краткое описание
        </label>
        <textarea
          id={ids.description}
          className="field__control"
          value={draft.description}
          maxLength={2000}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.preview}>
          Обложка (адрес картинки)
        </label>
        <input
          id={ids.preview}
          className="field__control"
          type="url"
          value={draft.preview}
          onChange={(e) => set({ preview: e.target.value })}
        />
        <ImageUpload label="Обложка" onUploaded={(url) => set({ preview: url })} />
      </div>
      {kind === 'page' && (
        <>
          <TermPicker path="/topic" legend="Темы" value={draft.topics} onChange={(topics) => set({ topics })} />
          <TermPicker path="/tag" legend="Теги" value={draft.tags} onChange={(tags) => set({ tags })} />
          <MediaLists audios={draft.audios} videos={draft.videos} onChange={set} />
        </>
      )}
      <h3 className="staff-card__subtitle">Блоки</h3>
      <BlockEditor blocks={draft.blocks} onChange={(blocks) => set({ blocks })} />
    </AuthoringShell>
  );
}
