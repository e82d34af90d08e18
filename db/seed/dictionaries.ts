// Demo option lists: science tags and topics, participant types with fixed ids, interests.
import type { Db } from '../client.ts';
import { affectedRows } from '../store.ts';
import { interests, tags, topics, userTypes } from '../schema/dictionaries.ts';

const tagSeeds = [
  ['Физика', 'physics'],
  ['Химия', 'chemistry'],
  ['Биология', 'biology'],
  ['Космос', 'space'],
  ['Астрономия', 'astronomy'],
  ['Информатика', 'it'],
  ['Искусственный интеллект', 'ai'],
  ['Робототехника', 'robotics'],
  ['Экология', 'ecology'],
  ['Математика', 'math'],
  ['История науки', 'history-of-science'],
  ['Генетика', 'genetics'],
  ['Геология', 'geology'],
  ['Медицина', 'medicine'],
  ['Энергетика', 'energy'],
  ['Эксперименты дома', 'home-experiments'],
] as const;

const topicSeeds = [
  ['Как устроена Вселенная', 'universe'],
  ['Живая природа', 'living-nature'],
  ['Вещества и реакции', 'substances'],
  ['Технологии будущего', 'future-tech'],
  ['Человек и здоровье', 'human-health'],
  ['Планета Земля', 'planet-earth'],
  ['Мир чисел', 'numbers'],
  ['Великие открытия', 'great-discoveries'],
] as const;

/** Id 1 is special in the rules: "about me" is optional for pupils. Ids are stable. */
const userTypeSeeds = [
  [1, 'Школьник'],
  [2, 'Блогер'],
  [3, 'Учёный'],
  [4, 'Учитель'],
  [5, 'Родитель'],
] as const;

const interestSeeds = [
  'Физика',
  'Химия',
  'Биология',
  'Астрономия и космос',
  'Программирование',
  'Робототехника',
  'Математика',
  'Экология',
  'Медицина',
  'Генетика',
  'Геология',
  'История науки',
  'Инженерия',
  'Искусственный интеллект',
  'Научная фотография',
  'Палеонтология',
];

export async function seedDictionaries(db: Db): Promise<number> {
  let changes = 0;
  changes += affectedRows(
    await db
      .insert(tags)
      .values(tagSeeds.map(([name, slug]) => ({ name, slug })))
      .onConflictDoNothing({ target: tags.slug }),
  );
  changes += affectedRows(
    await db
      .insert(topics)
      .values(topicSeeds.map(([name, slug]) => ({ name, slug })))
      .onConflictDoNothing({ target: topics.slug }),
  );
  changes += affectedRows(
    await db
      .insert(userTypes)
      .values(userTypeSeeds.map(([id, name]) => ({ id, name })))
      .onConflictDoNothing({ target: userTypes.id }),
  );
  changes += affectedRows(
    await db
      .insert(interests)
      .values(interestSeeds.map((name) => ({ name })))
      .onConflictDoNothing({ target: interests.name }),
  );
  return changes;
}
