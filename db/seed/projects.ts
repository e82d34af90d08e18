// Demo projects: some in the header "Projects" submenu, some in the home slider, both ordered.
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { projects } from '../schema/projects.ts';
import { artPath } from './art.ts';

export const PROJECT_SEEDS: Omit<typeof projects.$inferInsert, 'preview'>[] = [
  {
    slug: 'nauchnye-kanikuly',
    title: 'Научные каникулы',
    description: 'Летняя онлайн-школа: три недели экспериментов, лекций и встреч с учёными.',
    url: '/course',
    showInMenu: true,
    showInSlider: true,
    order: 1,
  },
  {
    slug: 'kosmicheskiy-dozor',
    title: 'Космический дозор',
    description: 'Наблюдаем за МКС, метеорными потоками и затмениями вместе с астрономами.',
    url: '/event',
    showInMenu: true,
    showInSlider: true,
    order: 2,
  },
  {
    slug: 'laboratoriya-doma',
    title: 'Лаборатория дома',
    description: 'Безопасные опыты по химии и физике из того, что найдётся на кухне.',
    url: '/catalog',
    showInMenu: true,
    showInSlider: false,
    order: 3,
  },
  {
    slug: 'ekologicheskiy-patrul',
    title: 'Экологический патруль',
    description: 'Школьные команды изучают воду, воздух и почву своего города и публикуют результаты.',
    url: '/contests',
    showInMenu: false,
    showInSlider: true,
    order: 4,
  },
  {
    slug: 'kod-budushchego',
    title: 'Код будущего',
    description: 'Программирование и искусственный интеллект для начинающих: от первой строки кода до своего бота.',
    url: '/course',
    showInMenu: true,
    showInSlider: false,
    order: 5,
  },
  {
    slug: 'istoriya-otkrytiy',
    title: 'История открытий',
    description: 'Подкаст о том, как делались великие открытия и кто за ними стоял.',
    url: '/catalog',
    showInMenu: false,
    showInSlider: true,
    order: 6,
  },
];

/** Only into an empty table: once staff edit the projects, a restart never brings a deleted one back. */
export async function seedProjects(db: Db): Promise<number> {
  if (await one(db.select({ id: projects.id }).from(projects).limit(1))) return 0;
  return affectedRows(
    await db
      .insert(projects)
      .values(PROJECT_SEEDS.map((p) => ({ ...p, preview: artPath('project', p.slug) })))
      .onConflictDoNothing({ target: projects.slug }),
  );
}
