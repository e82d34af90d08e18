// Page model for the learning specs: a course page, its steps, the quiz player, and what the
// server holds for the signed-in pupil (step states, quiz answers), and a podcast listened to a kept position.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PENDING_TEXT = 'ответ сохранён, проверим при подключении';

export interface ServerCourse {
  steps: { id: number; type: 'page' | 'quiz'; state: string; quiz: { id: number } | null }[];
}

export async function serverCourse(request: APIRequestContext, id: number): Promise<ServerCourse> {
  const res = await request.get(`/api/course/${id}`);
  expect(res.ok()).toBeTruthy();
  return res.json();
}

export interface ServerPull {
  course_steps?: { course_id: number; step_id: number; state: string }[];
  quiz_answers?: { quiz_id: number; question_id: number; attempt_key: string; correct: boolean }[];
}

/** Everything the server holds for the user (a pull from the start). */
export async function serverPull(request: APIRequestContext): Promise<ServerPull> {
  const res = await request.get('/api/sync/pull?cookie=0');
  expect(res.ok(), `pull answered ${res.status()}`).toBeTruthy();
  return res.json();
}

export class LearningPage {
  constructor(readonly page: Page) {}

  async gotoCourse(id: number): Promise<void> {
    await this.page.goto(`/course/${id}`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Шаги курса' })).toBeVisible();
  }

  /** Accepts the cookies notice (it would cover the buttons at the bottom of the screen). */
  async acceptCookies(): Promise<void> {
    const accept = this.page.getByRole('dialog').getByRole('button', { name: 'Принять' });
    await expect(accept).toBeVisible();
    await accept.click();
    await expect(accept).toBeHidden();
  }

  progressText() {
    return this.page.locator('.course-head').getByText(/Пройдено \d+ из \d+/);
  }

  /** Answers the question on screen (first option(s), or a text) and checks the feedback appears. */
  async answerCurrent(text = 'ответ'): Promise<void> {
    const form = this.page.locator('form.quiz-question');
    await expect(form).toBeVisible();
    const textbox = form.getByRole('textbox');
    if (await textbox.count()) await textbox.fill(text);
    else {
      const radios = form.getByRole('radio');
      if (await radios.count()) await radios.first().check();
      else await form.getByRole('checkbox').first().check();
    }
    await form.getByRole('button', { name: 'Ответить' }).click();
    await expect(form.getByRole('status')).toBeVisible();
  }

  async nextQuestion(): Promise<'next' | 'result'> {
    const next = this.page.getByRole('button', { name: /^(Следующий вопрос|Показать результат)$/ });
    const label = await next.textContent();
    await next.click();
    return label === 'Показать результат' ? 'result' : 'next';
  }

  /** Plays the page's first podcast from 6 s until it is past 7 s, then pauses it: a position worth keeping. */
  async listenPastSevenSeconds(): Promise<void> {
    const main = this.page.locator('main');
    await main.getByRole('slider', { name: 'Позиция воспроизведения' }).first().fill('6');
    await main.getByRole('button', { name: 'Слушать' }).first().click();
    await expect
      .poll(() =>
        main
          .locator('audio')
          .first()
          .evaluate((a: HTMLAudioElement) => a.currentTime),
      )
      .toBeGreaterThan(7);
    await main.getByRole('button', { name: 'Пауза' }).first().click();
  }
}
