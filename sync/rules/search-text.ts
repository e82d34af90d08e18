// Search text shared by server and browser: lower case, ё -> е, punctuation stripped, each
// word reduced to its Russian Snowball stem. The server indexes and queries FTS5 with it and
// the browser searches what is on the device with it, so both find the same word forms.
// Pure: no DOM, no Node.
import { stemmer } from '@orama/stemmers/russian';

const WORD = /[\p{L}\p{N}]+/gu;
/** Queries longer than this many words are cut (keeps FTS queries small). */
const MAX_QUERY_WORDS = 12;

/** 'Ёлки, курсы!' -> ['елки', 'курсы']: lower-cased words with ё folded to е. */
export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е').match(WORD) ?? [];
}

/** The stem of one already lower-cased word; Latin words and numbers are kept as they are. */
function stemWord(word: string): string {
  return /[а-я]/.test(word) ? stemmer(word) || word : word;
}

/** Every word of `text` stemmed, e.g. 'Курсы по физике' -> ['курс', 'по', 'физик']. */
export function searchStems(text: string): string[] {
  return searchWords(text).map(stemWord);
}

/** The stemmed shadow text stored in the index: stems joined by spaces. */
export function searchShadow(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => !!p)
    .map((p) => searchStems(p).join(' '))
    .join(' ');
}

/** The unique stems of a query, at most MAX_QUERY_WORDS; empty for a blank query. */
export function queryStems(query: string): string[] {
  return [...new Set(searchStems(query))].slice(0, MAX_QUERY_WORDS);
}

const NOT_TEXT_KEYS = new Set([
  'type',
  'url',
  'path',
  'image',
  'src',
  'background',
  'id',
  'slug',
  'widthLeft',
  'width_left',
]);

/** Every readable string inside content blocks, with HTML tags and entities removed. */
export function blockText(content: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') {
      if (!NOT_TEXT_KEYS.has(key) && !/^(https?:|\/)/.test(v)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(content, '');
  return out
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** Whether `text` contains every stem of `stems` (the offline matcher; AND, prefix on the last one). */
export function matchesStems(text: string, stems: string[]): boolean {
  if (!stems.length) return false;
  const have = searchStems(text);
  const last = stems.length - 1;
  return stems.every((s, i) => have.some((h) => h === s || (i === last && h.startsWith(s))));
}

/** How well `title`/`body` match `stems`: title hits weigh more; 0 means no match. */
export function stemScore(title: string, body: string, stems: string[]): number {
  if (!matchesStems(`${title} ${body}`, stems)) return 0;
  const inTitle = searchStems(title);
  return 1 + stems.filter((s) => inTitle.some((h) => h === s || h.startsWith(s))).length;
}
