// The block types the editor offers and the fields of each (camelCase, as apiFetch sends them
// snake_cased). HTML fields are cleaned by the server's sanitiser on save.
import type { ContentBlock } from '../../components/content-blocks/block-types.ts';

export type FieldKind = 'line' | 'html' | 'url';
export interface BlockField {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
}

export const EDITABLE_BLOCKS = {
  text: { label: 'Текст', fields: [{ key: 'html', label: 'Текст (HTML)', kind: 'html', required: true }] },
  accent: {
    label: 'Акцент',
    fields: [
      { key: 'title', label: 'Заголовок', kind: 'line' },
      { key: 'html', label: 'Текст (HTML)', kind: 'html', required: true },
      { key: 'image', label: 'Картинка (адрес)', kind: 'url' },
    ],
  },
  picture: {
    label: 'Картинка',
    fields: [
      { key: 'url', label: 'Адрес картинки', kind: 'url', required: true },
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
  accordion: { label: 'Аккордеон', fields: [{ key: 'title', label: 'Заголовок', kind: 'line' }], items: true },
  audio: {
    label: 'Аудио',
    fields: [
      { key: 'title', label: 'Название', kind: 'line' },
      { key: 'path', label: 'Адрес аудиофайла', kind: 'url', required: true },
    ],
  },
  video: {
    label: 'Видео',
    fields: [
      { key: 'title', label: 'Название', kind: 'line' },
      { key: 'url', label: 'Адрес видео', kind: 'url', required: true },
      { key: 'preview', label: 'Обложка (адрес)', kind: 'url' },
    ],
  },
} satisfies Record<string, { label: string; fields: BlockField[]; items?: true }>;
export type EditableType = keyof typeof EDITABLE_BLOCKS;

export interface DraftBlock {
  /** A key for React only; never sent. */
  key: string;
  type: string;
  data: Record<string, unknown>;
}

let next = 0;
export const newKey = () => `b${(next += 1)}`;

export function emptyBlock(type: EditableType): DraftBlock {
  return { key: newKey(), type, data: type === 'accordion' ? { items: [{ title: '', html: '' }] } : {} };
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
  return blocks.map((b) => ({ type: b.type, data: clean(b.data) }) as ContentBlock);
}
