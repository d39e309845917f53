import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir } from './browser';

/**
 * Waits until a condition holds, failing with what it waited for: a browser test waits for
 * conditions, not time. The bound is Playwright's own for a locator (30 s): on a busy CI machine a
 * page can take several seconds to follow, and the bound only matters when it never does.
 */
export async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met in ${timeoutMs} ms: ${condition.toString()}`);
}

/**
 * The first few elements that reach past the window's right edge (a page that scrolls sideways),
 * leaving out those inside `allowed`: what may overflow on purpose (a sideways strip, a toast).
 */
export const pastRightEdge = (page: Page, allowed: string) =>
  page.evaluate(
    (inside) =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((e) => !e.closest(inside))
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`),
    allowed,
  );

/** The open dialog, all of it: the window is made as tall as the dialog for the shot, toasts gone first. */
export async function dialogShot(page: Page, name: string) {
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const dialog = page.locator('.ant-modal').first();
  const height = await dialog.evaluate((e) => e.getBoundingClientRect().height + 2 * e.getBoundingClientRect().top);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, Math.ceil(height)) });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  await page.setViewportSize(size);
}
