import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { contestId, takePart, WorkUploadPage } from './page-models/work-upload-page.ts';
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/video', name);
for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page.request, makeUser('Шот'));
    const id = await contestId(page.request, 'Изобретатели будущего');
    await takePart(page.request, id);
    const form = new WorkUploadPage(page);
    await form.goto(id);
    await page.screenshot({ path: `/tmp/h42b-shots/form-idle-${width}.png` });
    await form.video(5).setInputFiles(fixture('text.mp4'));
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `/tmp/h42b-shots/form-refused-${width}.png` });
    await page.route('**/api/uploads/*', (r) => r.abort('connectionrefused'));
    await page.route('**/api/health', (r) => r.abort('connectionrefused'));
    await form.video(5).setInputFiles(fixture('clip.mp4'));
    await expect(page.getByText(/Сервер недоступен, повторим/)).toBeVisible({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/h42b-shots/form-wait-${width}.png` });
    await page.unroute('**/api/uploads/*');
    await page.unroute('**/api/health');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Продолжить загрузку' })).toBeVisible();
    await page.screenshot({ path: `/tmp/h42b-shots/form-unfinished-${width}.png` });
  });
}
