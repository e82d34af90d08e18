// Each demo item's own picture, drawn by scripts/illustrations (`npm run art`) and committed:
// one file per item, so no list repeats a picture. The seed only writes paths; it never draws.
export type ArtKind = 'material' | 'news' | 'event' | 'course' | 'quiz' | 'project' | 'contest';

export const artPath = (kind: ArtKind, slug: string) => `/media/art/${kind}/${slug}.webp`;
