// Every demo item with its drawn picture, list by list in the order the site shows them, so an
// item never gets the motif of the item shown just before it.
import type { MotifName } from './choose.ts';
import { drawPicture } from './compose.ts';
import { artItems, type ArtItem } from './items.ts';

export interface PlannedPicture {
  item: ArtItem;
  svg: string;
  motif: MotifName;
}

export function planPictures(): PlannedPicture[] {
  const previous = new Map<string, MotifName>();
  return artItems().map((item) => {
    const { svg, motif } = drawPicture(`${item.kind}:${item.slug}`, item.text, item.subject, previous.get(item.kind));
    previous.set(item.kind, motif);
    return { item, svg, motif };
  });
}
