// Shapes of the demo content seeds (materials, news, events), kept apart from the data.
export type SeedPageType = 'video' | 'audio' | 'article' | 'specproject';

export interface MaterialSeed {
  slug: string;
  title: string;
  description: string;
  type: SeedPageType;
  /** Preview image name in web/public/media/previews (without extension). */
  image: string;
  tags: readonly string[];
  topics: readonly string[];
  /** Paragraphs of plain text (no markup); the block builder wraps them in <p>. */
  text: readonly string[];
  daysAgo: number;
  rating: number;
}
