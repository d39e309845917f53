import { chromium } from 'playwright-core';
const base = 'http://localhost:8097';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [w, lang] of [[768, 'vi'], [1440, 'en'], [390, 'en']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 300 } });
  await ctx.addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
  const page = await ctx.newPage();
  await page.goto(base + '/listing');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/hdr-${w}-${lang}.png` });
  // keyboard focus on sign-up
  await ctx.close();
}
// focus ring check at 1440
const ctx = await browser.newContext({ viewport: { width: 1440, height: 200 } });
const page = await ctx.newPage();
await page.goto(base + '/listing');
await page.waitForLoadState('networkidle');
await page.locator('.shop-guest a').last().focus();
await page.screenshot({ path: '/tmp/hdr-focus.png', clip: { x: 1000, y: 0, width: 440, height: 64 } });
await browser.close();
