// Page model and fixtures for the staff area specs. Staff accounts are made the way a self-hoster
// makes them: a user row and a role in the server's own database file (what `npm run user:role`
// writes), so the demo users other specs rely on keep their rights.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

let made = 0;

function serverDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(join(dir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A new user (with a staff role when given); answers its id. */
export function makeUser(name: string, role?: 'admin' | 'moderator' | 'editor'): number {
  made += 1;
  const db = serverDb();
  try {
    const login = `staff-e2e-${process.pid}-${made}-${Date.now()}@example.org`;
    const { id } = db
      .prepare("insert into users (login, name, last_name, is_agreement) values (?, ?, 'Тестова', 1) returning id")
      .get(login, name) as { id: number };
    if (role) db.prepare('insert into user_roles (user_id, role) values (?, ?)').run(id, role);
    return id;
  } finally {
    db.close();
  }
}

/** A contest collecting works, the author registered in it, and their work waiting for moderation. */
export function workOnModeration(authorId: number, name: string): { contestId: number; workId: number } {
  const db = serverDb();
  try {
    const contest = db.prepare('select id from contests where status_id = 3 order by id limit 1').get() as {
      id: number;
    };
    const nomination = db.prepare('select id from contest_nominations where contest_id = ? limit 1').get(contest.id) as
      { id: number } | undefined;
    db.prepare(
      "insert into contest_participants (contest_id, user_id, user_type, work_or_school, region_id, city_id) values (?, ?, 1, 'Школа 1', 1, 1)",
    ).run(contest.id, authorId);
    const work = db
      .prepare(
        "insert into contest_works (contest_id, user_id, nomination_id, name, description, status_id) values (?, ?, ?, ?, 'Опыт с маятником', 1) returning id",
      )
      .get(contest.id, authorId, nomination?.id ?? null, name) as { id: number };
    return { contestId: contest.id, workId: work.id };
  } finally {
    db.close();
  }
}

export async function signInAs(request: APIRequestContext, userId: number): Promise<void> {
  const res = await request.post('/api/auth/dev-login', { data: { user_id: userId } });
  expect(res.ok(), `dev-login answered ${res.status()}`).toBeTruthy();
}

export class StaffArea {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open(tab?: string): Promise<void> {
    await this.page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await this.page.goto(tab ? `/staff?s=${tab}` : '/staff');
    await expect(this.main.getByRole('heading', { name: 'Кабинет сотрудника', level: 1 })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.main.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name });
  }

  card(text: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: text }).first();
  }

  block(n: number): Locator {
    return this.main.getByRole('listitem', { name: new RegExp(`^Блок ${n}:`) });
  }

  async addBlock(label: string): Promise<void> {
    await this.main.getByLabel('Добавить блок').selectOption({ label });
  }

  async shoot(name: string): Promise<void> {
    for (const [suffix, width] of [
      ['desktop', 1280],
      ['375', 375],
    ] as const) {
      await this.page.setViewportSize({ width, height: 900 });
      await this.page.screenshot({ path: `test-results/staff-${name}-${suffix}.png`, fullPage: true });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }
}
