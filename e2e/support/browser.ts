import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from 'playwright-core';

/** The shop's languages (decisions §32): the `lang` cookie chooses one. */
export type ShopLanguage = 'vi' | 'en';

/**
 * The language every page of a test is shown in, unless the test says otherwise: the `lang`
 * cookie on each new context (cookies ignore ports: every shop on 127.0.0.1 sees it), and the
 * browser's own language to match. E2E_LANG overrides it for a whole run.
 */
export const defaultTestLanguage: ShopLanguage = process.env.E2E_LANG === 'en' ? 'en' : 'vi';

/**
 * Waits, after a navigation that loaded one of the shop's pages, until the app has taken over
 * the page the server rendered (`<html data-app="ready">`, set once React hydrated it): a click or
 * a key typed before that lands on the server's HTML and is lost, as it would be for a person.
 * Other documents (the payment sandbox's page, a file) are not waited for.
 */
export async function takenOver(page: Page, response: Response | null) {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // Ready, and React holds every control the page shows: a part of the page (a lazy route) may
  // be hydrated after the root is, and its buttons do nothing until then (React marks the nodes it
  // holds with its own properties).
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root) return true;
      if (document.documentElement.dataset.app !== 'ready') return false;
      const held = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith('__reactProps$'));
      // A link inside HTML React does not hold (an article's body) is a plain link, and stays one.
      return (
        Array.from(root.querySelectorAll('button, input')).every(held) &&
        Array.from(root.querySelectorAll('a[href]')).every((link) => held(link) || !held(link.parentElement))
      );
    },
    undefined,
    // Looked at every 50 ms rather than every frame: the check walks every control, and run at
    // each frame it took the renderer's time from the hydration it waits for.
    { timeout: 30_000, polling: 50 },
  );
  // What the app's first effects set (a phone's layout in place of the server's wide one) is drawn
  // in the frames that follow: a click aimed before it may hit what is being replaced.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A page whose `goto` and `reload` end once the app has taken the page over (see `takenOver`). */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  return Object.assign(page, {
    goto: async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await takenOver(page, response);
      return response;
    },
    reload: async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await takenOver(page, response);
      return response;
    },
  });
}

/**
 * antd's opening and closing animations (rc-motion's `-appear`, `-enter` and `-leave` classes:
 * dialogs, popovers, drawers, toasts) shortened to 1 ms in every test page. On a busy CI machine a
 * click aimed at a button of a dialog or bubble still zooming open fell beside it, and the browser
 * saw no click (three tests in two runs). The animations still run and end, so what waits for
 * their end (antd's own unmounting) goes on as in a shopper's browser.
 */
function shortMotions() {
  const style = document.createElement('style');
  style.textContent =
    '[class*="-appear"], [class*="-enter"], [class*="-leave"] { animation-duration: 1ms !important; transition-duration: 1ms !important; }';
  const add = () => (document.head ?? document.documentElement).appendChild(style);
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

/** A browser whose every new context (and page) starts in `lang`. */
function speaking(browser: Browser, lang: ShopLanguage): Browser {
  const newContext = browser.newContext.bind(browser);
  const withLanguage = async (options: BrowserContextOptions = {}) => {
    const context = await newContext({ locale: lang === 'en' ? 'en-US' : 'vi-VN', ...options });
    await context.addCookies([{ name: 'lang', value: lang, domain: '127.0.0.1', path: '/' }]);
    await context.addInitScript(shortMotions);
    // Without JavaScript nothing takes the page over: its pages are read as the server sent them.
    if (options.javaScriptEnabled === false) return context;
    const newPage = context.newPage.bind(context);
    return Object.assign(context, { newPage: async () => waitingForTheApp(await newPage()) });
  };
  return Object.assign(browser, {
    newContext: withLanguage,
    // A page of its own context, closed with it, as Playwright's own newPage does.
    newPage: async (options?: BrowserContextOptions) => {
      const context = await withLanguage(options);
      const page = await context.newPage();
      // The browser may already be closing (afterAll): a context gone with it is not an error,
      // and a stray rejection here would fail the whole suite outside any test.
      page.once('close', () => void context.close().catch(() => undefined));
      return page;
    },
  });
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs, in `lang`. */
export async function launchBrowser({ lang = defaultTestLanguage }: { lang?: ShopLanguage } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return speaking(browser, lang);
}

export const screenshotDir = path.resolve(__dirname, '../screenshots');

/**
 * Screenshots are for people to look at, not assertions: taken on a developer's run, left out of
 * CI's (`CI=true`, as .ci/run sets it) unless `SCREENSHOTS=1` asks for them; `SCREENSHOTS=0` leaves
 * them out anywhere.
 */
export const shotsWanted = (process.env.SCREENSHOTS ?? (process.env.CI ? '0' : '1')) !== '0';

async function shoot(page: Page, name: string, fullPage: boolean) {
  if (!shotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** The whole page, into e2e/screenshots/{name}.png. */
export const screenshot = (page: Page, name: string) => shoot(page, name, true);

/** What the window shows, as the person sees it (a sheet or a drawer over a page, a bar held at the bottom). */
export const windowShot = (page: Page, name: string) => shoot(page, name, false);
