// The block types the editor offers and the fields of each (camelCase, as apiFetch sends them
// snake_cased). HTML fields are cleaned by the server's sanitiser on save.
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';
import type { FormDef } from '../../components/event-registration/dynamic-form.tsx';
import type { MediaKind } from '../../../sync/rules/media-files.ts';
import { cleanForm, newForm } from './form-definition.ts';

type FieldKind = 'line' | 'html' | 'url' | 'datetime' | 'number' | 'color';
export interface BlockField {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** An image address: the form offers an upload that fills it in. */
  image?: true;
  /** An audio or video file's address: the form offers an upload that fills it in. */
  media?: MediaKind;
}

/** A repeated part of a block (accordion items, slides) with its own fields. */
export interface BlockList {
  key: 'items' | 'slides';
  name: string;
  fields: BlockField[];
}

const TITLE: BlockField = { key: 'title', label: 'Заголовок', kind: 'line' };
const ITEM_TITLE: BlockField = { key: 'title', label: 'Заголовок', kind: 'line', required: true };
const ITEM_HTML: BlockField = { key: 'html', label: 'Текст (HTML)', kind: 'html' };
const SLIDE: BlockField[] = [
  { key: 'url', label: 'Адрес картинки', kind: 'url', required: true, image: true },
  { key: 'alt', label: 'Описание для незрячих', kind: 'line' },
  { key: 'caption', label: 'Подпись', kind: 'line' },
];

export interface BlockDef {
  label: string;
  fields: BlockField[];
  list?: BlockList;
  /** Holds blocks of its own (the multiblock's two columns). */
  nested?: true;
  /** Its data is a form definition, edited by the form builder. */
  form?: true;
}

const DEFS = {
  multiblock: {
    label: 'Две колонки (мультиблок)',
    fields: [
      TITLE,
      { key: 'widthLeft', label: 'Ширина левой колонки, %', kind: 'number' },
      { key: 'background', label: 'Фон (цвет, например #f0f0f6)', kind: 'color' },
    ],
    nested: true,
  },
  text: { label: 'Текст', fields: [{ key: 'html', label: 'Текст (HTML)', kind: 'html', required: true }] },
  accent: {
    label: 'Акцент',
    fields: [
      { key: 'title', label: 'Заголовок', kind: 'line' },
      { key: 'html', label: 'Текст (HTML)', kind: 'html', required: true },
      { key: 'image', label: 'Картинка (адрес)', kind: 'url', image: true },
    ],
  },
  picture: {
    label: 'Картинка',
    fields: [
      { key: 'url', label: 'Адрес картинки', kind: 'url', required: true, image: true },
      { key: 'alt', label: 'Описание для незрячих', kind: 'line' },
      { key: 'authorName', label: 'Автор', kind: 'line' },
      { key: 'authorSign', label: 'Подпись', kind: 'line' },
    ],
  },
  quote: {
    label: 'Цитата',
    fields: [
      { key: 'html', label: 'Цитата (HTML)', kind: 'html', required: true },
      { key: 'author', label: 'Автор цитаты', kind: 'line' },
    ],
  },
  card: {
    label: 'Карточка',
    fields: [
      { key: 'header', label: 'Надзаголовок', kind: 'line' },
      { key: 'title', label: 'Заголовок', kind: 'line' },
      { key: 'html', label: 'Текст (HTML)', kind: 'html' },
      { key: 'dedicatedHtml', label: 'Выделенный текст (HTML)', kind: 'html' },
    ],
  },
  accordion: {
    label: 'Аккордеон',
    fields: [TITLE],
    list: { key: 'items', name: 'Пункт', fields: [ITEM_TITLE, ITEM_HTML] },
  },
  tabs: { label: 'Вкладки', fields: [TITLE], list: { key: 'items', name: 'Вкладка', fields: [ITEM_TITLE, ITEM_HTML] } },
  cards: {
    label: 'Карточки',
    fields: [TITLE],
    list: {
      key: 'items',
      name: 'Карточка',
      fields: [
        ITEM_TITLE,
        ITEM_HTML,
        { key: 'btn', label: 'Текст кнопки', kind: 'line' },
        { key: 'url', label: 'Ссылка кнопки', kind: 'url' },
      ],
    },
  },
  video_list: {
    label: 'Список видео',
    fields: [TITLE],
    list: {
      key: 'items',
      name: 'Видео',
      fields: [ITEM_TITLE, { key: 'url', label: 'Адрес видео', kind: 'url', media: 'video' }, ITEM_HTML],
    },
  },
  history: {
    label: 'История',
    fields: [TITLE],
    list: {
      key: 'items',
      name: 'Событие',
      fields: [{ key: 'date', label: 'Дата', kind: 'line', required: true }, ITEM_TITLE, ITEM_HTML],
    },
  },
  slider: { label: 'Слайдер', fields: [], list: { key: 'slides', name: 'Слайд', fields: SLIDE } },
  slider_horizontal: {
    label: 'Горизонтальный слайдер',
    fields: [],
    list: { key: 'slides', name: 'Слайд', fields: SLIDE },
  },
  countdown: {
    label: 'Обратный отсчёт',
    fields: [TITLE, { key: 'date', label: 'До какого момента', kind: 'datetime', required: true }],
  },
  audio: {
    label: 'Аудио',
    fields: [
      { key: 'title', label: 'Название', kind: 'line' },
      { key: 'path', label: 'Адрес аудиофайла', kind: 'url', required: true, media: 'audio' },
    ],
  },
  video: {
    label: 'Видео',
    fields: [
      { key: 'title', label: 'Название', kind: 'line' },
      { key: 'url', label: 'Адрес видео', kind: 'url', required: true, media: 'video' },
      { key: 'preview', label: 'Обложка (адрес)', kind: 'url', image: true },
    ],
  },
  form: { label: 'Форма', fields: [], form: true },
} satisfies Record<string, BlockDef>;
export type EditableType = keyof typeof DEFS;
export const EDITABLE_BLOCKS: Record<EditableType, BlockDef> = DEFS;

export interface DraftBlock {
  /** A key for React only; never sent. */
  key: string;
  type: string;
  data: Record<string, unknown>;
}

let next = 0;
const newKey = () => `b${(next += 1)}`;

export function emptyBlock(type: EditableType): DraftBlock {
  const def = EDITABLE_BLOCKS[type];
  if (def.nested) return { key: newKey(), type, data: { blocks: [] } };
  if ('form' in def) return { key: newKey(), type, data: { ...newForm(), type: 'inline' } };
  return { key: newKey(), type, data: def.list ? { [def.list.key]: [{}] } : {} };
}

export const isEditable = (type: string): type is EditableType => type in EDITABLE_BLOCKS;

/** Drops empty optional strings (the server refuses an empty address) and the React keys. */
export function toContent(blocks: DraftBlock[]): ContentBlock[] {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== '' && x !== undefined)
          .map(([k, x]) => [k, clean(x)]),
      );
    return v;
  };
  return blocks.map((b) => {
    const data = clean(b.data) as Record<string, unknown>;
    if (b.type === 'multiblock') data.blocks = toContent((b.data.blocks as DraftBlock[] | undefined) ?? []);
    if (b.type === 'form') return { type: 'form', data: cleanForm(b.data as unknown as FormDef) };
    return { type: b.type, data } as ContentBlock;
  });
}

/** Blocks as loaded from the server, with the React keys the editor needs (columns too). */
export function fromContent(blocks: { type: string; data: Record<string, unknown> }[]): DraftBlock[] {
  return blocks.map((b) => ({
    key: newKey(),
    type: b.type,
    data:
      b.type === 'multiblock'
        ? { ...b.data, blocks: fromContent((b.data.blocks as { type: string; data: Record<string, unknown> }[]) ?? []) }
        : b.data,
  }));
}
