import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshotDir, shotsWanted } from './browser';

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

/**
 * The open confirmation bubble (antd's Popconfirm) once its opening zoom is over. Clicked mid-zoom
 * on a busy machine, the press fell on its button and the release elsewhere in the growing bubble:
 * the browser saw no click, and the bubble stayed open (seen once in CI).
 */
export const settledPopconfirm = (page: Page) =>
  page.locator('.ant-popconfirm:not([class*="-appear"]):not([class*="-enter"])');

/**
 * Waits until a dialog (antd's Modal) is done opening: pressed mid-zoom on a busy machine, the
 * press can fall on a growing button and the release beside it, and the browser sees no click (as
 * with the Popconfirm above). Seen in CI on the order's documents and on the return form's button.
 */
export const dialogOpened = (dialog: Locator) =>
  until(() =>
    dialog
      .first()
      .evaluate(
        (element) =>
          !element.closest('[class*="-appear"], [class*="-enter"]') &&
          element
            .getAnimations({ subtree: true })
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      ),
  );

/** The open dialog, all of it: the window is made as tall as the dialog for the shot, toasts gone first. */
export async function dialogShot(page: Page, name: string) {
  if (!shotsWanted) return;
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

/**
 * Follows the page's requests from now on: `done()` waits until none is in flight (the live
 * channel's long polls aside, which never end), as seen twice in a row. Playwright's 'networkidle'
 * waits for the live channel too, and on a busy machine it may never come.
 */
export function watchRequests(page: Page) {
  const inFlight = new Set<unknown>();
  const counted = (url: string) => !new URL(url).pathname.startsWith('/socket.io/');
  page.on('request', (request) => counted(request.url()) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  let quietBefore = false;
  return {
    done: () =>
      until(async () => {
        const quiet = inFlight.size === 0;
        const twice = quiet && quietBefore;
        quietBefore = quiet;
        return twice;
      }),
  };
}

/**
 * Waits until no transition or finite animation runs on the page (a drawer sliding in, a preview
 * zooming): what a screenshot or a box measured then shows is where things come to rest. Endless
 * ones (a spinner, a skeleton's shimmer) are left out.
 */
export const settled = (page: Page) =>
  until(() =>
    page.evaluate(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    ),
  );

/**
 * Scrolls the page through to its end, a window at a time, and waits until every picture a
 * full-page shot shows has loaded (those below the fold load lazily and would show blank; those
 * off to the side, in a carousel, are not in the shot). Ends back at the top.
 */
export async function picturesLoaded(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await until(() =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width > 0 && box.right > 0 && box.left < document.documentElement.clientWidth;
        })
        .every((img) => img.complete),
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Picks an option of an antd select from the keyboard, as a person can: focus it, open the list,
 * arrow down to the option and press Enter, then see it chosen. (Clicks race the select's
 * re-render and the list's opening animation; Escape would also close the sheet around it.)
 */
export async function choose(page: Page, select: ReturnType<Page['locator']>, option: string) {
  const field = select.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
  await until(async () => {
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    for (let step = 0; step < 20; step += 1) {
      if ((await active.getAttribute('title', { timeout: 1000 }).catch(() => null)) === option) {
        await page.keyboard.press('Enter');
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    return ((await field.textContent()) ?? '').includes(option);
  }, 15_000);
}
