// The staff's authoring of quizzes, courses and events in the browser: an editor builds a quiz with
// a question and a course of two steps (a material written here and that quiz), publishes the
// course, and a pupil finds both and opens them; an editor builds an event with a registration
// form, and a pupil fills it in.
import { expect, test, type Browser } from '@playwright/test';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';

async function pupilPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await signInAs(page.request, makeUser('Ученица'));
  return { page, close: () => context.close() };
}

test('an editor builds a quiz and a two-step course; a pupil finds and opens them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('learning');
  const main = staff.main;

  // The quiz: one question with the correct answer ticked, and a timed 'Блиц' round.
  await main.getByLabel('Что').selectOption({ label: 'Тренажёры' });
  await main.getByRole('link', { name: 'Новый тренажёр' }).click();
  const quizTitle = `Оптика за минуту ${stamp}`;
  await main.getByLabel('Название', { exact: false }).first().fill(quizTitle);
  await main.getByLabel('Сложность').selectOption({ label: 'средняя' });
  await main.getByLabel('Раунд 1, вопрос 1: текст').fill('Какая линза собирает лучи?');
  await main.getByLabel('Раунд 1, вопрос 1, вариант 1', { exact: true }).fill('Выпуклая');
  await main.getByLabel('Раунд 1, вопрос 1, вариант 2', { exact: true }).fill('Вогнутая');
  // Publishing without a correct answer is refused in Russian.
  await main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(main.getByRole('alert')).toHaveText('Раунд 1, вопрос 1: отметьте один верный ответ');
  await main.getByLabel('Раунд 1, вопрос 1, вариант 1: верный').check();
  await main.getByRole('button', { name: 'Добавить раунд «Блиц» (на время)' }).click();
  await expect(main.getByLabel('Раунд 2: время на раунд', { exact: false })).toHaveValue('60');
  await main.getByLabel('Раунд 2, вопрос 1: вид ответа').selectOption({ label: 'Ответ словами' });
  await main.getByLabel('Раунд 2, вопрос 1: текст').fill('Прибор для наблюдения звёзд?');
  await main.getByLabel('Раунд 2, вопрос 1: правильные ответы', { exact: false }).fill('телескоп');
  await main.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(main.getByRole('status')).toHaveText('Черновик сохранён');
  await staff.shoot('quiz-editor');
  await main.getByRole('button', { name: 'Предпросмотр' }).click();
  const quizPreview = main.getByRole('article', { name: 'Предпросмотр' });
  await expect(quizPreview.getByText('Какая линза собирает лучи?')).toBeVisible();
  await expect(quizPreview.getByText('1:00')).toBeVisible();
  await staff.shoot('quiz-preview');

  // The course: a material written for step 1, the quiz as step 2 (locked until step 1 is done).
  await staff.open('learning');
  await main.getByLabel('Что').selectOption({ label: 'Курсы' });
  await main.getByRole('link', { name: 'Новый курс' }).click();
  const courseTitle = `Юный оптик ${stamp}`;
  await main.getByLabel('Название', { exact: false }).first().fill(courseTitle);
  await main.getByLabel('Описание').fill('Линзы, зеркала и телескопы');
  await main.getByLabel('Спросить отзыв после курса').check();
  await main.getByLabel('Поле 1: подпись', { exact: false }).fill('Ваше имя');
  await main.getByRole('button', { name: 'Добавить шаг' }).click();
  await main.getByLabel('Шаг 1: название', { exact: false }).fill('Как устроена линза');
  await main.getByRole('button', { name: 'Создать материал: шаг 1' }).click();
  const step1 = main.getByRole('listitem', { name: 'Шаг 1' });
  await step1.getByLabel('Добавить блок').selectOption({ label: 'Текст' });
  await step1.getByLabel('Текст (HTML)').fill('<p>Линза преломляет свет и собирает его в фокусе.</p>');
  await step1.getByRole('button', { name: 'Сохранить содержание: шаг 1' }).click();
  await expect(step1.getByText('Содержание шага сохранено')).toBeVisible();
  await main.getByRole('button', { name: 'Добавить шаг' }).click();
  await main.getByLabel('Шаг 2: название', { exact: false }).fill('Проверь себя');
  await main.getByLabel('Шаг 2: что внутри').selectOption({ label: 'Тренажёр' });
  await main.getByLabel('Шаг 2: тренажёр').selectOption({ label: `${quizTitle} (черновик)` });
  await main.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible();
  // Saved steps keep their place and choices on screen.
  await expect(main.getByLabel('Шаг 2: тренажёр')).toHaveValue(/\d+/);
  await staff.shoot('course-editor');
  await main.getByRole('button', { name: 'Предпросмотр' }).click();
  await expect(main.getByRole('article', { name: 'Предпросмотр' }).getByText('откроется после шага 1')).toBeVisible();
  // Publishing the course publishes its draft material and quiz with it.
  await main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Опубликовано' })).toBeVisible();
  const courseHref = await main.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');
  const reply = await (await page.request.get(`/api${courseHref}/form`)).json();
  expect(reply.content).toEqual([{ type: 'text', code: 'name', name: 'Ваше имя', values: [], required: true }]);

  const pupil = await pupilPage(browser);
  await pupil.page.goto('/course');
  await pupil.page.getByRole('link', { name: courseTitle }).first().click();
  await expect(pupil.page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await pupil.page.getByRole('link', { name: 'Начать курс' }).click();
  await expect(pupil.page.getByText('Линза преломляет свет и собирает его в фокусе.')).toBeVisible();

  await pupil.page.goto(`/search?query=${encodeURIComponent('оптика за минуту')}`);
  await pupil.page.getByRole('main').getByRole('link', { name: quizTitle }).first().click();
  await expect(pupil.page.getByRole('heading', { level: 1, name: quizTitle })).toBeVisible();
  await pupil.page.getByRole('button', { name: 'Начать' }).click();
  await expect(pupil.page.getByText('Какая линза собирает лучи?')).toBeVisible();
  await pupil.close();
});

test('an editor builds an event with a registration form; a pupil fills it in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  await signInAs(page.request, makeUser('Редактор', 'editor'));
  const staff = new StaffArea(page);
  await staff.open('learning');
  const main = staff.main;
  await main.getByRole('link', { name: 'Новое мероприятие' }).click();
  const title = `Ночь наблюдений ${stamp}`;
  await main.getByLabel('Название', { exact: false }).first().fill(title);
  await main.getByLabel('Начало (время московское)', { exact: false }).fill('2031-05-20T21:00');
  await main.getByLabel('Окончание (время московское)', { exact: false }).fill('2031-05-20T23:30');
  await main.getByLabel('Место проведения').fill('Москва, обсерватория МГУ');
  await main.getByLabel('Есть форма регистрации').check();
  await main.getByLabel('Как показать форму').selectOption({ label: 'Прямо на странице' });
  await main.getByLabel('Заголовок формы').fill('Запись на наблюдения');
  await main.getByRole('button', { name: 'Добавить поле' }).click();
  await main.getByLabel('Поле 2: подпись', { exact: false }).fill('Класс');
  await main.getByLabel('Поле 2: тип').selectOption({ label: 'Список' });
  await main.getByLabel('Поле 2: варианты', { exact: false }).fill('7 класс\n8 класс\n9 класс');
  await main.getByRole('listitem', { name: 'Поле 2' }).getByLabel('Обязательное').check();
  await main.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(main.getByRole('status')).toHaveText('Черновик сохранён');
  await staff.shoot('event-editor');
  await main.getByRole('button', { name: 'Предпросмотр' }).click();
  const preview = main.getByRole('article', { name: 'Предпросмотр' });
  await expect(preview.getByText('20 мая 2031', { exact: false }).first()).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Запись на наблюдения' })).toBeVisible();
  await staff.shoot('event-preview');
  await main.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(main.getByRole('status')).toHaveText('Опубликовано');
  const href = await main.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');

  const pupil = await pupilPage(browser);
  await pupil.page.goto(href!);
  await expect(pupil.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(pupil.page.getByText('Москва, обсерватория МГУ')).toBeVisible();
  const form = pupil.page.getByRole('region', { name: 'Запись на наблюдения' });
  await form.getByLabel('Имя', { exact: false }).fill('Алиса');
  await form.getByLabel('Класс', { exact: false }).selectOption('8 класс');
  await form.getByRole('button', { name: 'присоединиться' }).click();
  await expect(pupil.page.getByText('Заявка успешно отправлена')).toBeVisible();
  await pupil.close();
  const event = await (await page.request.get(`/api/staff/content/events?q=${encodeURIComponent(title)}`)).json();
  expect(event.list[0]).toMatchObject({ title, is_published: true });
});
