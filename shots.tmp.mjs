import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3719';
const [paths, widths, scheme = 'light'] = [process.argv[2].split(','), process.argv[3].split(',').map(Number), process.argv[4]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 800 : 900 }, colorScheme: scheme });
  await ctx.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const name = `/tmp/first/shot-${p.replace(/[^a-z0-9]/gi, '_')}-${w}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.argv[5] === 'full' });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
