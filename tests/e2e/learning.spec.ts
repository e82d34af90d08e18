// Courses and quizzes offline in a real browser against the real server: a pupil downloads a
// course, goes through every step (its quiz included) with the network off, closes the tab,
// reopens it offline, then online the server holds every step and answer exactly once, and a
// second browser for the same pupil shows the same progress.
import { expect, test } from '@playwright/test';
import { LearningPage, PENDING_TEXT, serverCourse, serverPull } from './page-models/learning-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const COURSE_ID = 3;

test.describe('learning: a downloaded course offline', () => {
  test('download, go through every step offline, reopen offline, sync once, second browser', async ({
    browser,
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    // A pupil who has not started the course: on a retry, the first try's pupil has finished it.
    const notStarted = (c: Awaited<ReturnType<typeof serverCourse>>) => c.steps.every((s) => s.state === 'not_started');
    let user = 1;
    await signIn(page.request, user);
    let before = await serverCourse(page.request, COURSE_ID);
    while (!notStarted(before) && user < 3) {
      await signIn(page.request, ++user);
      before = await serverCourse(page.request, COURSE_ID);
    }
    expect(notStarted(before)).toBe(true);
    const quizStep = before.steps.find((s) => s.type === 'quiz');
    const quizId = quizStep?.quiz?.id ?? 0;
    const questionsCount = (await (await page.request.get(`/api/quiz/${quizId}`)).json()).questions_count as number;

    const app = new LearningPage(page);
    await app.gotoCourse(COURSE_ID);
    await app.acceptCookies();
    await new SyncPage(page).waitForServiceWorker();
    await page.getByRole('button', { name: 'Скачать курс' }).click();
    await expect(page.getByText(/Курс скачан на устройство · занимает [\d,]+ (Б|КБ|МБ)/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Удалить с устройства' })).toBeVisible();

    // The worker precaches the shell only (issue 44): the download kept the code of the steps' screen, never opened.
    // The browser's HTTP cache is emptied, so offline only what the worker keeps counts.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Начать курс' }).click();
    for (const [i, step] of before.steps.entries()) {
      await expect(page.getByText(`Шаг ${i + 1} из ${before.steps.length}`)).toBeVisible();
      if (step.type === 'quiz') {
        await page.getByRole('button', { name: 'Начать' }).click();
        for (let n = 0; n < questionsCount; n++) {
          await app.answerCurrent();
          await expect(page.locator('form.quiz-question').getByText(PENDING_TEXT)).toBeVisible();
          const went = await app.nextQuestion();
          if (went === 'result') break;
        }
        await expect(
          page.getByRole('heading', { name: new RegExp(`Результат: 0 из ${questionsCount}`) }),
        ).toBeVisible();
      } else {
        await expect(page.locator('.step-material')).toBeVisible();
      }
      const next = page.getByRole('button', { name: i === before.steps.length - 1 ? 'Завершить курс' : 'Далее' });
      await expect(next).toBeEnabled();
      await next.click();
    }
    await expect(app.progressText()).toHaveText(`Пройдено ${before.steps.length} из ${before.steps.length}`);

    // The tab is closed and the course opened again with the network still off.
    await page.close();
    const again = await context.newPage();
    const app2 = new LearningPage(again);
    await app2.gotoCourse(COURSE_ID);
    await expect(app2.progressText()).toHaveText(`Пройдено ${before.steps.length} из ${before.steps.length}`);
    await again.goto('/course');
    await expect(again.getByText('Нет сети: показаны курсы, скачанные на это устройство.')).toBeVisible();
    await expect(
      again.locator('.course-card').getByText(`Пройдено ${before.steps.length} из ${before.steps.length}`),
    ).toBeVisible();

    await context.setOffline(false);
    await again.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(async () => (await serverCourse(again.request, COURSE_ID)).steps.map((s) => s.state), { timeout: 30_000 })
      .toEqual(before.steps.map(() => 'completed'));
    const pulled = await serverPull(again.request);
    const answers = (pulled.quiz_answers ?? []).filter((a) => a.quiz_id === quizId);
    expect(answers).toHaveLength(questionsCount);
    expect(new Set(answers.map((a) => a.question_id)).size).toBe(questionsCount);
    expect(new Set(answers.map((a) => a.attempt_key)).size).toBe(1);
    expect((pulled.course_steps ?? []).filter((s) => s.course_id === COURSE_ID)).toHaveLength(before.steps.length);
    const result = await (await again.request.get(`/api/quiz/${quizId}/result`)).json();
    expect(result.answered_count).toBe(questionsCount);
    expect(result.finished).toBe(true);

    // The verdicts replace 'ответ сохранён…' once the server has checked.
    await again.goto(`/course/${COURSE_ID}/${quizStep?.id ?? 0}`);
    await expect(again.getByRole('heading', { name: /Результат: \d+ из \d+/ })).toBeVisible();
    await expect(again.getByText(PENDING_TEXT)).toHaveCount(0, { timeout: 20_000 });

    // 'Удалить с устройства' frees the stored course and its media.
    await app2.gotoCourse(COURSE_ID);
    await again.getByRole('button', { name: 'Удалить с устройства' }).click();
    await expect(again.getByRole('button', { name: 'Скачать курс' })).toBeVisible();
    expect(await again.evaluate(async () => (await (await caches.open('course-media')).keys()).length)).toBe(0);

    // A second browser for the same pupil shows the same progress.
    const second = await browser.newContext();
    const other = await second.newPage();
    await signIn(other.request, user);
    const app3 = new LearningPage(other);
    await app3.gotoCourse(COURSE_ID);
    await expect(app3.progressText()).toHaveText(`Пройдено ${before.steps.length} из ${before.steps.length}`);
    await second.close();
  });

  test('a visitor reads the open first step and is asked to sign in to save progress', async ({ page }) => {
    const app = new LearningPage(page);
    await app.gotoCourse(COURSE_ID);
    await expect(page.locator('.course-step--locked')).not.toHaveCount(0);
    // One primary action on the course page: starting the course; signing in is secondary.
    await expect(page.getByRole('link', { name: 'Начать курс' })).toHaveClass(/button--primary/);
    await expect(page.locator('main .button--primary')).toHaveCount(1);
    await page.evaluate(() =>
      window.addEventListener('app:auth-required', () => document.body.setAttribute('data-auth-asked', 'yes'), {
        once: true,
      }),
    );
    await page.getByRole('button', { name: 'Войти, чтобы сохранять прогресс' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-auth-asked', 'yes');
    await page.goto(`/course/${COURSE_ID}`);
    await page.locator('.course-step').first().getByRole('link').click();
    await expect(page.locator('.step-material')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти, чтобы сохранять прогресс' })).toBeVisible();
  });
});

test.describe('learning: quizzes online', () => {
  test('the list shows the caption and difficulty; a quiz gives verdicts, a result and restarts', async ({ page }) => {
    await signIn(page.request, 2);
    const app = new LearningPage(page);
    await page.goto('/quizzes');
    await expect(page.getByRole('heading', { level: 1, name: 'Тренажёры' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Пройти тренажер' })).toBeVisible();
    await expect(page.getByText(/^Сложность: (низкая|средняя|высокая)$/).first()).toBeVisible();
    await expect(page.locator('main').getByText('Тренажер', { exact: true }).first()).toBeVisible();
    await app.acceptCookies();

    const quiz = await (await page.request.get('/api/quiz/8')).json();
    // A new empty attempt first: one with answers (a retry's) is resumed at its next question, with no 'Начать'.
    expect((await page.request.delete('/api/quiz/8/restart')).ok()).toBeTruthy();
    const attempts = async () =>
      (await (await page.request.get('/api/quiz/8/get_completed')).json()).attempts as number;
    const attemptsBefore = await attempts();
    await page.goto('/quizzes/8');
    await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
    await page.getByRole('button', { name: 'Начать' }).click();
    for (let n = 0; n < quiz.questions_count; n++) {
      await app.answerCurrent('климат');
      await expect(page.locator('.quiz-feedback__title')).toHaveText(/^(Верно!|Неверно)$/, { timeout: 20_000 });
      if ((await app.nextQuestion()) === 'result') break;
    }
    await expect(
      page.getByRole('heading', { name: new RegExp(`Результат: \\d+ из ${quiz.questions_count}`) }),
    ).toBeVisible();
    const result = await (await page.request.get('/api/quiz/8/result')).json();
    expect(result.answered_count).toBe(quiz.questions_count);
    await expect(
      page.getByRole('heading', { name: `Результат: ${result.score} из ${quiz.questions_count}` }),
    ).toBeVisible();
    // The result screen: the share right as a ring, a line of encouragement, each question's verdict
    // with the right answer where it was missed, and what to do next.
    const resultScreen = page.locator('.quiz-result');
    const percent = Math.round((result.score * 100) / quiz.questions_count);
    await expect(resultScreen.getByRole('img', { name: `${percent}% верных ответов` })).toBeVisible();
    await expect(resultScreen.getByText(/^(Отлично!|Хороший результат!|Неплохо!|Не сдавайся)/)).toBeVisible();
    const lines = resultScreen.getByRole('list', { name: 'Ответы по вопросам' }).getByRole('listitem');
    await expect(lines).toHaveCount(quiz.questions_count);
    const wrong = quiz.questions_count - result.score;
    await expect(resultScreen.getByText(/^Правильный ответ: /)).toHaveCount(wrong);
    await expect(resultScreen.getByRole('link', { name: 'Другие тренажеры' })).toHaveAttribute('href', '/quizzes');

    await page.getByRole('button', { name: 'Пройти заново' }).click();
    await expect(page.getByText(`Вопрос 1 из ${quiz.questions_count}`)).toBeVisible();
    expect(await attempts()).toBe(attemptsBefore + 1);
  });
});

test('the quizzes list never loses its cards while the app takes over from the server first screen', async ({
  page,
}) => {
  // Each frame, the cards on screen (the server's copy and the app's); once some were shown, none may vanish.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { cardFrames: number[] }).cardFrames = seen;
    const count = () => {
      seen.push(document.querySelectorAll('main .quiz-card').length);
      if (seen.length < 600) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  await page.goto('/quizzes');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.locator('main .quiz-card').first()).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { cardFrames: number[] }).cardFrames);
  const firstShown = frames.findIndex((n) => n > 0);
  expect(firstShown).toBeGreaterThanOrEqual(0);
  expect(frames.slice(firstShown).filter((n) => n === 0)).toEqual([]);
});

test.describe('learning: quizzes list offline', () => {
  test('the quizzes list and its banner open offline after one visit online', async ({ context, page }) => {
    await page.goto('/quizzes');
    const main = page.locator('main');
    // Counted once the app has taken over from the server's first screen (between the two there may be none).
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Пройти тренажер' })).toBeVisible();
    const cards = main.locator('.quiz-card');
    await expect(cards.first()).toBeVisible();
    const online = await cards.count();
    await new SyncPage(page).waitForServiceWorker();

    await context.setOffline(true);
    await page.reload();
    await expect(main.getByText('Нет подключения. Показываем сохранённое на устройстве.')).toBeVisible();
    await expect(main.getByText(/Не удалось загрузить тренажеры/)).toHaveCount(0);
    await expect(cards).toHaveCount(online);
    await expect(main.getByRole('link', { name: 'Пройти тренажер' })).toBeVisible();
  });
});

test.describe('learning: a timed round is announced', () => {
  test('the quiz intro warns about the timed round before it starts', async ({ page }) => {
    await signIn(page.request, 2);
    const quiz = await (await page.request.get('/api/quiz/11')).json();
    const blitz = (quiz.rounds as { title: string; time_limit: number | null }[]).find((r) => r.time_limit);
    expect(blitz).toBeDefined();
    await page.goto('/quizzes/11');
    const note = page.getByRole('note', { name: 'Раунд на время' });
    await expect(note).toContainText(`«${blitz?.title}» — 0:${String(blitz?.time_limit).padStart(2, '0')}`);
    await expect(note).toContainText('ответ после конца времени не засчитывается');
    await expect(page.getByRole('button', { name: 'Начать' })).toBeVisible();
  });
});
