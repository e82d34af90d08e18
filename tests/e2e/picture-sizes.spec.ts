// An uploaded picture is stored at 480, 960 and 1600 px; a small box must take the smallest that fills it. On a phone
// at twice the density, the home page's 'Скоро' thumbnail (72 px) takes the 480 px file, not the 960 px one every
// upload's address names (it had no srcset and fetched 960 px for a 72 px box).
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { appTookOver } from './page-models/first-screen.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';

async function uploadPicture(request: APIRequestContext, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await request.post('/api/staff/content/images', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

test('a small box on a phone takes the smallest stored width of an uploaded picture', async ({ browser }) => {
  const staff = await browser.newContext();
  await signInAs(staff.request, makeUser('Редактор', 'editor'));
  const preview = await uploadPicture(staff.request, '#5b3cc4');
  expect(preview).toMatch(/-960\.webp\?w=1600&h=800$/);
  // Going on since an hour ago: the first of 'Скоро', which lists the events still going on, earliest first.
  const hour = 3_600_000;
  const created = await staff.request.post('/api/staff/content/events', {
    data: {
      title: `Неделя микроскопа ${Date.now()}`,
      preview,
      start_at: new Date(Date.now() - 24 * 365 * hour).toISOString(),
      end_at: new Date(Date.now() + 24 * hour).toISOString(),
      is_online: true,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const event = (await created.json()) as { id: number; slug: string };
  const published = await staff.request.post(`/api/staff/content/events/${event.id}/publish`, {
    data: { published: true },
  });
  expect(published.ok(), await published.text()).toBeTruthy();
  await staff.close();

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto('/');
  await appTookOver(page);
  const thumbnail = page.locator(`a[href="/event/${event.slug}"] img.home-event__image`);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('sizes', '72px');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toMatch(/-480\.webp\?w=1600&h=800$/);
  await context.close();
});
