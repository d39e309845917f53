import { chromium } from 'playwright-core';
const [,, url, out, width, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForLoadState('networkidle');
if (action === 'forgot') {
  await page.getByLabel('Email').fill('someone@example.vn');
  await page.locator('button[type=submit]').click();
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out });
await browser.close();
