// The editor of one contest: card, status, dates, the rules (a 3- or 5-minute video), nominations
// (topic areas) and participant segments; 'Сохранить черновик', 'Опубликовать', 'Снять с публикации'.
import { useEffect, useState } from 'react';
import { CONTEST_STATUSES } from '../../../sync/rules/contests.ts';
import { apiFetch } from '../../lib/api-client.ts';
import type { ApiResponse } from '../../lib/api-contract.ts';
import { ActionOutcome, PublishActions } from './authoring-parts.tsx';
import { labelsOf, RecordFields, type FieldDef, type RecordValue } from './record-fields.tsx';
import { staffMessage } from './staff-errors.ts';
import { StaffLink, useStaffNavigate } from './staff-nav.tsx';

type Contest = ApiResponse<'/staff/contests/:id'>;
interface Named {
  id?: number;
  name: string;
}

const STATUS_OPTIONS = Object.entries(CONTEST_STATUSES).map(([value, s]) => ({ value, label: s.label }));
const FIELDS: FieldDef[] = [
  { key: 'title', label: 'Название', kind: 'text', required: true },
  { key: 'statusId', label: 'Статус', kind: 'select', options: STATUS_OPTIONS },
  {
    key: 'kind',
    label: 'Правила: длительность видео',
    kind: 'select',
    options: [
      { value: 'common', label: 'До 5 минут' },
      { value: 'video', label: 'До 3 минут (видеоконкурс)' },
    ],
  },
  { key: 'startAt', label: 'Начало', kind: 'date', required: true },
  { key: 'endAt', label: 'Окончание', kind: 'date', required: true },
  { key: 'description', label: 'Краткое описание', kind: 'textarea' },
  { key: 'content', label: 'Описание и условия (HTML)', kind: 'html' },
  { key: 'preview', label: 'Картинка карточки', kind: 'image' },
  { key: 'titleImage', label: 'Картинка страницы', kind: 'image' },
  { key: 'isSpecial', label: 'Это конкурс «Наука за три минуты» (/contests/special)', kind: 'checkbox' },
];
const LABELS = { ...labelsOf(FIELDS), nominations: 'Номинации', segments: 'Участники' };
const today = new Date().toISOString().slice(0, 10);
const BLANK: RecordValue = {
  title: '',
  statusId: '1',
  kind: 'common',
  startAt: today,
  endAt: today,
  description: '',
  content: '',
  preview: '',
  titleImage: '',
  isSpecial: false,
};

function NamedList({ legend, items, onChange }: { legend: string; items: Named[]; onChange: (v: Named[]) => void }) {
  return (
    <fieldset className="staff-items staff-fieldset">
      <legend className="field__label">{legend}</legend>
      {items.map((item, i) => (
        <div key={item.id ?? `new-${i}`} className="staff-named">
          <input
            className="field__control"
            aria-label={`${legend}: ${i + 1}`}
            value={item.name}
            onChange={(e) => onChange(items.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
          />
          <button
            type="button"
            className="button button--quiet button--small"
            aria-label={`Убрать: ${item.name || i + 1}`}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          >
            Убрать
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange([...items, { name: '' }])}
      >
        Добавить
      </button>
    </fieldset>
  );
}

export function ContestEditor({ id }: { id: number | null }) {
  const navigate = useStaffNavigate();
  const [value, setValue] = useState<RecordValue>(BLANK);
  const [nominations, setNominations] = useState<Named[]>([]);
  const [segments, setSegments] = useState<Named[]>([]);
  const [saved, setSaved] = useState<{ id: number; published: boolean; href: string } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = (c: Contest) => {
    setValue({ ...c, statusId: String(c.statusId), preview: c.preview ?? '', titleImage: c.titleImage ?? '' });
    setNominations(c.nominations);
    setSegments(c.segments);
    setSaved({ id: c.id, published: c.isPublished, href: c.isSpecial ? '/contests/special' : `/contests/${c.id}` });
  };
  useEffect(() => {
    if (id === null || saved?.id === id) return;
    apiFetch<ApiResponse<'/staff/contests/:id'>>(`/staff/contests/${id}`).then(show, (e: unknown) =>
      setError(staffMessage(e)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per contest, not after each save
  }, [id]);

  const write = async (published: boolean) => {
    setError(null);
    setStatus(null);
    const body = {
      title: String(value.title ?? '').trim(),
      description: String(value.description ?? ''),
      content: String(value.content ?? ''),
      preview: String(value.preview ?? '').trim() || null,
      titleImage: String(value.titleImage ?? '').trim() || null,
      statusId: Number(value.statusId),
      kind: value.kind,
      startAt: value.startAt,
      endAt: value.endAt,
      isSpecial: value.isSpecial === true,
      isPublished: published,
      nominations: nominations.filter((n) => n.name.trim()),
      segments: segments.filter((n) => n.name.trim()),
    };
    try {
      const c = saved
        ? await apiFetch<ApiResponse<'/staff/contests/:id', 'put'>>(`/staff/contests/${saved.id}`, {
            method: 'PUT',
            body,
          })
        : await apiFetch<ApiResponse<'/staff/contests', 'post'>>('/staff/contests', { method: 'POST', body });
      show(c);
      if (!saved) void navigate({ search: { s: 'contests', edit: `contest:${c.id}` }, replace: true });
      setStatus(published ? 'Опубликовано' : saved?.published ? 'Снято с публикации' : 'Черновик сохранён');
    } catch (e) {
      setError(staffMessage(e, LABELS));
    }
  };

  return (
    <div className="staff-editor">
      <p>
        <StaffLink search={{ s: 'contests' }}>← К списку</StaffLink>
      </p>
      <h2 className="staff-editor__title">
        {saved ? 'Конкурс' : 'Новый конкурс'}
        <span className="staff-badge">{saved?.published ? 'Опубликовано' : 'Черновик'}</span>
      </h2>
      <form aria-label="Конкурс" onSubmit={(e) => (e.preventDefault(), void write(saved?.published ?? false))}>
        <RecordFields fields={FIELDS} value={value} onChange={(v) => (setValue(v), setStatus(null))} />
        <NamedList legend="Номинации (темы работ)" items={nominations} onChange={setNominations} />
        <NamedList legend="Кто участвует (сегменты)" items={segments} onChange={setSegments} />
        <PublishActions
          published={saved?.published ?? false}
          saveLabel={saved?.published ? 'Сохранить' : 'Сохранить черновик'}
          onPublish={(published) => void write(published)}
          publicHref={saved?.published ? saved.href : null}
        />
      </form>
      <ActionOutcome status={status} error={error} />
    </div>
  );
}
