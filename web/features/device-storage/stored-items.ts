// Reads the device store's offline rows (saved materials, downloaded courses) as titled items with
// their size; rows of an unknown shape are skipped, never shown broken.
export interface StoredItem {
  title: string;
  href: string;
  bytes: number;
}

interface Row {
  type: string;
  id: number;
  data: unknown;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export function storedItems(rows: readonly Row[]): {
  materials: StoredItem[];
  courses: StoredItem[];
  savedBytes: number;
} {
  const materials: StoredItem[] = [];
  const courses: StoredItem[] = [];
  for (const row of rows) {
    const bytes = field(row.data, 'bytes');
    if (typeof bytes !== 'number') continue;
    if (row.type === 'offline-page') {
      const post = field(row.data, 'post');
      const title = field(post, 'title');
      const slug = field(post, 'slug');
      if (typeof title === 'string' && typeof slug === 'string')
        materials.push({ title, href: `/post/${slug}`, bytes });
    } else if (row.type === 'course-download') {
      const title = field(field(field(row.data, 'download'), 'course'), 'title');
      if (typeof title === 'string') courses.push({ title, href: `/course/${row.id}`, bytes });
    }
  }
  const byTitle = (a: StoredItem, b: StoredItem) => a.title.localeCompare(b.title, 'ru');
  const savedBytes = [...materials, ...courses].reduce((sum, i) => sum + i.bytes, 0);
  return { materials: materials.sort(byTitle), courses: courses.sort(byTitle), savedBytes };
}
