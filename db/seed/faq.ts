// Demo FAQ (questions in four tags) and the feedback form definition. Answers are written
// in the form api/lib/sanitize-html.ts produces; a test checks they survive it unchanged.
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { faqFormFields, faqItems, faqItemTags, faqTags } from '../schema/faq.ts';

const tagNames = ['Регистрация и профиль', 'Баллы и награды', 'Курсы и викторины', 'Конкурсы'];

const items: { question: string; answer: string; tags: string[] }[] = [
  {
    question: 'Как зарегистрироваться на сайте?',
    answer:
      '<p>Нажми «Войти», затем «Создать аккаунт». Укажи номер телефона и придумай пароль не короче 7 символов. Мы позвоним или пришлём СМС с четырёхзначным кодом.</p>',
    tags: ['Регистрация и профиль'],
  },
  {
    question: 'Можно ли войти по электронной почте?',
    answer:
      '<p>Да. В поле логина можно указать номер телефона или адрес электронной почты, если он привязан к профилю.</p>',
    tags: ['Регистрация и профиль'],
  },
  {
    question: 'Не помню пароль. Что делать?',
    answer:
      '<p>В окне входа нажми «Забыли пароль?», введи номер телефона и код из звонка или СМС, а затем задай новый пароль.</p>',
    tags: ['Регистрация и профиль'],
  },
  {
    question: 'Почему мне не приходит код?',
    answer:
      '<p>Первые три кода приходят звонком: код — это последние четыре цифры номера, с которого звонят. С четвёртой попытки код приходит по СМС. Если кодов запрошено слишком много, попробуй снова через 24 часа.</p>',
    tags: ['Регистрация и профиль'],
  },
  {
    question: 'За что начисляются баллы?',
    answer:
      '<p>За регистрацию ты сразу получаешь <strong>350 баллов</strong>. Ещё баллы начисляются за прохождение курсов, викторин и участие в конкурсах.</p>',
    tags: ['Баллы и награды'],
  },
  {
    question: 'Что такое значки в профиле?',
    answer:
      '<p>Значки — это награды за достижения: первый пройденный курс, победу в викторине, активность в сообществе. Все полученные значки видны в профиле.</p>',
    tags: ['Баллы и награды'],
  },
  {
    question: 'Курсы платные?',
    answer:
      '<p>Нет, все курсы бесплатны для зарегистрированных пользователей. Прогресс сохраняется, и курс можно продолжить с того же шага.</p>',
    tags: ['Курсы и викторины'],
  },
  {
    question: 'Можно ли пройти викторину ещё раз?',
    answer: '<p>Да, викторину можно пройти повторно, но баллы начисляются только за первую попытку.</p>',
    tags: ['Курсы и викторины', 'Баллы и награды'],
  },
  {
    question: 'Кто может участвовать в конкурсах?',
    answer:
      '<p>Большинство конкурсов открыты для всех зарегистрированных пользователей. Условия каждого конкурса — возраст, формат работы и сроки — указаны на его странице.</p>',
    tags: ['Конкурсы'],
  },
  {
    question: 'Какие требования к видео для конкурса?',
    answer:
      '<ul><li>длительность — до 3 минут;</li><li>размер файла — до 175 МБ;</li><li>форматы — mp4, mov, webm или mpeg.</li></ul><p>После загрузки видео проходит модерацию.</p>',
    tags: ['Конкурсы'],
  },
  {
    question: 'Сколько длится модерация работы?',
    answer: '<p>Обычно модерация занимает до 48 часов. О результате мы сообщим уведомлением на сайте.</p>',
    tags: ['Конкурсы'],
  },
];

const formFields: (typeof faqFormFields.$inferInsert)[] = [
  { code: 'name', type: 'text', name: 'Имя', values: [], required: true, sort: 1 },
  { code: 'email', type: 'email', name: 'E-mail', values: [], required: true, sort: 2 },
  {
    code: 'theme',
    type: 'select',
    name: 'Тема',
    values: ['Курсы', 'Конкурсы', 'Викторины', 'Регистрация и профиль', 'Технические проблемы', 'Другое'],
    required: true,
    sort: 3,
  },
  { code: 'phone', type: 'phone', name: 'Телефон', values: [], required: false, sort: 4 },
  { code: 'text', type: 'textarea', name: 'Текст сообщения', values: [], required: true, sort: 5 },
];

/** Only into an empty FAQ: once staff edit it, a restart never brings a deleted or reworded question back. */
export async function seedFaq(db: Db): Promise<number> {
  if (await one(db.select({ id: faqItems.id }).from(faqItems).limit(1))) return 0;
  let changes = affectedRows(
    await db
      .insert(faqTags)
      .values(tagNames.map((name, i) => ({ name, sort: i + 1 })))
      .onConflictDoNothing({ target: faqTags.name }),
  );
  changes += affectedRows(
    await db
      .insert(faqItems)
      .values(items.map(({ question, answer }, i) => ({ question, answer, sort: i + 1 })))
      .onConflictDoNothing({ target: faqItems.question }),
  );
  const tagRows = await db.select().from(faqTags).where(inArray(faqTags.name, tagNames));
  const tagIds = new Map(tagRows.map((t) => [t.name, t.id]));
  const questions = items.map((i) => i.question);
  const itemRows = await db.select().from(faqItems).where(inArray(faqItems.question, questions));
  const itemIds = new Map(itemRows.map((i) => [i.question, i.id]));
  const links = items.flatMap((item) =>
    item.tags.map((tag) => ({ itemId: itemIds.get(item.question), tagId: tagIds.get(tag) })),
  );
  const complete = links.filter(
    (l): l is { itemId: number; tagId: number } => l.itemId !== undefined && l.tagId !== undefined,
  );
  changes += affectedRows(await db.insert(faqItemTags).values(complete).onConflictDoNothing());
  if (await one(db.select({ id: faqFormFields.id }).from(faqFormFields).limit(1))) return changes;
  changes += affectedRows(
    await db.insert(faqFormFields).values(formFields).onConflictDoNothing({ target: faqFormFields.code }),
  );
  return changes;
}
