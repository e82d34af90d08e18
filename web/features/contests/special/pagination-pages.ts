// Which page buttons the all-works pagination shows (spec section 9: a range of 2 and 1 margin
// page), the way react-paginate lays them out: the margin pages at both ends, the range around the
// current page, and one ellipsis for each gap. Pages count from 0.
export type PageItem = { kind: 'page'; index: number } | { kind: 'gap'; key: string };

export function paginationItems(current: number, count: number, range = 2, margin = 1): PageItem[] {
  if (count <= range) return Array.from({ length: count }, (_, index) => ({ kind: 'page', index }));
  let left = range / 2;
  let right = range - left;
  if (current > count - range / 2) {
    right = count - current;
    left = range - right;
  } else if (current < range / 2) {
    left = current;
    right = range - left;
  }
  const items: PageItem[] = [];
  let gapOpen = false;
  for (let index = 0; index < count; index++) {
    const shown = index < margin || index >= count - margin || (index >= current - left && index <= current + right);
    if (shown) {
      items.push({ kind: 'page', index });
      gapOpen = false;
    } else if (!gapOpen) {
      items.push({ kind: 'gap', key: `gap-${index}` });
      gapOpen = true;
    }
  }
  return items;
}
