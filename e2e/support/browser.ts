import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** The shop's languages (decisions §32): the `lang` cookie chooses one. */
export type ShopLanguage = 'vi' | 'en';

/**
 * The language every page of a test is shown in, unless the test says otherwise: the `lang`
 * cookie on each new context (cookies ignore ports: every shop on 127.0.0.1 sees it), and the
 * browser's own language to match. E2E_LANG overrides it for a whole run.
 */
export const defaultTestLanguage: ShopLanguage = process.env.E2E_LANG === 'en' ? 'en' : 'vi';

/** A browser whose every new context (and page) starts in `lang`. */
function speaking(browser: Browser, lang: ShopLanguage): Browser {
  const newContext = browser.newContext.bind(browser);
  const withLanguage = async (options: BrowserContextOptions = {}) => {
    const context = await newContext({ locale: lang === 'en' ? 'en-US' : 'vi-VN', ...options });
    await context.addCookies([{ name: 'lang', value: lang, domain: '127.0.0.1', path: '/' }]);
    return context;
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

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
