// Demo contests, one in each of the five statuses plus a second one collecting works, with
// nominations, participant segments and announced results. Inserted once per slug.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { one } from '../store.ts';
import { firstRow } from './first-row.ts';
import { contestNominations, contestResults, contests, contestSegments } from '../schema/contests.ts';
import { artPath } from './art.ts';

const img = (name: string) => `/media/previews/${name}.webp`;
const SEGMENTS = ['Ученики 5–7 классов', 'Ученики 8–9 классов', 'Ученики 10–11 классов'];
const TOPIC_NOMINATIONS = [
  'Естественные науки',
  'Науки о будущем',
  'IT и точные науки',
  'Социально-гуманитарные науки',
  'Место человека во Вселенной',
];

interface ContestSeed {
  contest: typeof contests.$inferInsert;
  nominations: string[];
  results?: { place: number; title: string; nomination: number }[];
}

export const CONTEST_SEEDS: ContestSeed[] = [
  {
    contest: {
      slug: 'kosmos-ryadom',
      title: 'Космос рядом',
      statusId: 1,
      kind: 'common',
      preview: artPath('contest', 'kosmos-ryadom'),
      titleImage: img('astronomy'),
      description: 'Расскажи в коротком видео, как космические технологии помогают нам на Земле.',
      content: '<p>Приём заявок откроется в начале весны. Подготовь идею заранее: что из космоса есть у тебя дома?</p>',
      startAt: '2027-03-01T09:00:00.000Z',
      endAt: '2027-05-31T20:59:00.000Z',
    },
    nominations: ['Лучшая идея', 'Лучший эксперимент'],
  },
  {
    contest: {
      slug: 'yunyy-issledovatel',
      title: 'Юный исследователь',
      statusId: 2,
      kind: 'common',
      preview: artPath('contest', 'yunyy-issledovatel'),
      titleImage: img('biology'),
      description: 'Проведи своё первое исследование природы родного края и покажи его результаты.',
      content:
        '<p>Подай заявку, выбери номинацию и начни наблюдения. Работы принимаются после окончания приёма заявок.</p>',
      startAt: '2026-11-01T09:00:00.000Z',
      endAt: '2027-02-28T20:59:00.000Z',
    },
    nominations: ['Живая природа', 'Неживая природа', 'Человек и город'],
  },
  {
    contest: {
      slug: 'nauka-v-kadre',
      title: 'Наука в кадре',
      statusId: 3,
      kind: 'video',
      preview: artPath('contest', 'nauka-v-kadre'),
      titleImage: img('physics'),
      description: 'Видеоконкурс: объясни научное явление за три минуты так, чтобы понял младший брат.',
      content: '<p>Сними видео до 3 минут на одну из тематик конкурса и загрузи его до окончания сбора работ.</p>',
      startAt: '2026-10-01T09:00:00.000Z',
      endAt: '2026-12-20T20:59:00.000Z',
    },
    nominations: TOPIC_NOMINATIONS,
  },
  {
    contest: {
      slug: 'izobretateli-budushchego',
      title: 'Изобретатели будущего',
      statusId: 3,
      kind: 'common',
      preview: artPath('contest', 'izobretateli-budushchego'),
      titleImage: img('robotics'),
      description: 'Покажи своё изобретение в действии: робот, прибор или программа, которые решают настоящую задачу.',
      content:
        '<p>Загрузи видео о работе (до 5 минут): расскажи, какую задачу решает изобретение и как оно устроено.</p>',
      startAt: '2026-09-15T09:00:00.000Z',
      endAt: '2026-12-25T20:59:00.000Z',
    },
    nominations: ['Робототехника', 'Программирование', 'Инженерия'],
  },
  {
    contest: {
      slug: 'eko-patrul',
      title: 'Эко-патруль',
      statusId: 4,
      kind: 'common',
      preview: artPath('contest', 'eko-patrul'),
      titleImage: img('ecology'),
      description: 'Исследования воды, воздуха и почвы твоего города. Жюри сейчас изучает присланные работы.',
      content: '<p>Сбор работ завершён. Результаты будут опубликованы на этой странице.</p>',
      startAt: '2026-06-01T09:00:00.000Z',
      endAt: '2026-10-31T20:59:00.000Z',
    },
    nominations: ['Вода', 'Воздух', 'Почва'],
  },
  {
    contest: {
      slug: 'khimiya-vokrug-nas',
      title: 'Химия вокруг нас',
      statusId: 5,
      kind: 'common',
      preview: artPath('contest', 'khimiya-vokrug-nas'),
      titleImage: img('chemistry'),
      description: 'Безопасные опыты с тем, что есть на кухне. Конкурс завершён, победители объявлены.',
      content: '<p>Спасибо всем участникам! Ниже — победители конкурса.</p>',
      startAt: '2026-03-01T09:00:00.000Z',
      endAt: '2026-05-31T20:59:00.000Z',
    },
    nominations: ['Опыт на кухне', 'Химия в природе'],
    results: [
      { place: 1, title: 'Анна Смирнова, Казань', nomination: 0 },
      { place: 2, title: 'Команда «Реактив», Новосибирск', nomination: 0 },
      { place: 3, title: 'Илья Петров, Тверь', nomination: 1 },
    ],
  },
];

export async function seedContests(db: Db): Promise<number> {
  let inserted = 0;
  for (const seed of CONTEST_SEEDS) {
    if (await one(db.select({ id: contests.id }).from(contests).where(eq(contests.slug, seed.contest.slug)))) continue;
    const { id } = await firstRow(db.insert(contests).values(seed.contest).returning({ id: contests.id }), 'contest');
    const nominationIds: number[] = [];
    for (const name of seed.nominations) {
      const nomination = db.insert(contestNominations).values({ contestId: id, name });
      nominationIds.push((await firstRow(nomination.returning({ id: contestNominations.id }), 'nomination')).id);
    }
    for (const name of SEGMENTS) await db.insert(contestSegments).values({ contestId: id, name });
    for (const r of seed.results ?? []) {
      await db
        .insert(contestResults)
        .values({ contestId: id, place: r.place, title: r.title, nominationId: nominationIds[r.nomination] });
    }
    inserted += 1;
  }
  return inserted;
}
