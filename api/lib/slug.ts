// Readable Latin slugs for addresses and shares, from Russian titles (one transliteration for the whole site).
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

function latinWords(text: string, maxLength: number): string {
  const latin = Array.from(text.toLocaleLowerCase('ru-RU'))
    .map((ch) => LATIN[ch] ?? ch)
    .join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/** A URL slug from a Russian title: 'Чёрные дыры' -> 'chernye-dyry'. */
export function slugify(title: string): string {
  return latinWords(title, 80) || 'page';
}

/**
 * A slug that stays unique by ending in the row's id, so two rows of one name never collide and a
 * rename never breaks an old link by id: ('Юные химики', 7) -> 'yunye-himiki-7'.
 */
export function slugWithId(name: string, id: number, fallback: string): string {
  const base = latinWords(name, 60);
  return base ? `${base}-${id}` : `${fallback}-${id}`;
}
