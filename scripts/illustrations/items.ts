// Every demo item that gets its own picture, in the order its list shows it, with the words
// and subject the picture is chosen by. Read from the seed's own data, so a new item is not missed.
import type { ArtKind } from '../../db/seed/art.ts';
import { CONTEST_SEEDS } from '../../db/seed/contests.ts';
import { DEMO_MATERIALS } from '../../db/seed/content.ts';
import { EVENTS, NEWS } from '../../db/seed/content-news-events.ts';
import { DEMO_COURSES } from '../../db/seed/learning-courses.ts';
import { DEMO_QUIZZES } from '../../db/seed/learning.ts';
import { PROJECT_SEEDS } from '../../db/seed/projects.ts';
import { SPECIAL_SLUG } from '../../db/seed/special-contest-data.ts';

export interface ArtItem {
  kind: ArtKind;
  slug: string;
  text: string;
  subject: string;
}

const PROJECT_SUBJECTS: Record<string, string> = {
  'nauchnye-kanikuly': 'energy',
  'kosmicheskiy-dozor': 'space',
  'laboratoriya-doma': 'chemistry',
  'ekologicheskiy-patrul': 'ecology',
  'kod-budushchego': 'it',
  'istoriya-otkrytiy': 'physics',
};
const CONTEST_SUBJECTS: Record<string, string> = {
  'kosmos-ryadom': 'space',
  'yunyy-issledovatel': 'biology',
  'nauka-v-kadre': 'physics',
  'izobretateli-budushchego': 'robotics',
  'eko-patrul': 'ecology',
  'khimiya-vokrug-nas': 'chemistry',
  [SPECIAL_SLUG]: 'astronomy',
};

/** Newest first, as the catalogue and the news list show them (the seed dates them by daysAgo, then order). */
const newestFirst = <T extends { daysAgo: number }>(list: readonly T[]): T[] =>
  list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.daysAgo - b.item.daysAgo || a.index - b.index)
    .map(({ item }) => item);

export function artItems(): ArtItem[] {
  const of = (kind: ArtKind, slug: string, title: string, subject: string): ArtItem => ({
    kind,
    slug,
    text: `${title} ${slug}`,
    subject,
  });
  return [
    ...newestFirst(DEMO_MATERIALS).map((m) => of('material', m.slug, m.title, m.image)),
    ...newestFirst(NEWS).map((n) => of('news', n.slug, n.title, n.image)),
    ...EVENTS.map((e) => of('event', e.slug, e.title, e.image)),
    ...DEMO_COURSES.map((c) => of('course', c.slug, c.title, c.image)),
    ...DEMO_QUIZZES.map((q) => of('quiz', q.slug, q.title, q.image)),
    ...PROJECT_SEEDS.map((p) => of('project', p.slug, p.title, PROJECT_SUBJECTS[p.slug] ?? 'physics')),
    ...CONTEST_SEEDS.map(({ contest: c }) => of('contest', c.slug, c.title, CONTEST_SUBJECTS[c.slug] ?? 'physics')),
    of('contest', SPECIAL_SLUG, 'Наука за три минуты', CONTEST_SUBJECTS[SPECIAL_SLUG]!),
  ];
}
