import type { Browser, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { say } from './support/words';

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

/**
 * Installed before the app's scripts: every layout shift the page makes, buffered from its start,
 * leaving out those that follow the person's own input (as CLS does).
 */
function recordShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const cls = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        value: entry.value,
        time: entry.startTime,
        sources: (entry.sources ?? []).map((s) => describe(s.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chrome counts it: the largest session window (shifts under 1 s apart, 5 s at most). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - start > 5000) {
      current = 0;
      start = s.time;
    }
    current += s.value;
    last = s.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * The shopper's pages stand still while they load (issue 19.6): on a phone's 390 px and a
 * desktop's 1440 px, each page is opened afresh as a guest and, once its content is shown (its
 * heading or known text, and every picture on screen loaded), the layout shifts measured in the
 * page add up to a CLS of at most 0.05 (issue 29). A failure names the elements that moved.
 */
describe('every shopper page loads without moving (CLS ≤ 0.05, issue 29)', () => {
  let shop: RunningShop;
  let browser: Browser;
  let productPath: string;
  let productTitle: string;
  const url = (path: string) => `${shop.url}${path}`;

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser();
    const answer = await (await fetch(url(`${apiRoutes.shop.products}?limit=1`))).json();
    const product = answer.data[0] as { slug: string; title: string };
    productPath = `/san-pham/${product.slug}`;
    productTitle = product.title;
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** Each page with what shows its content is there. */
  const pages: [string, () => string, (page: Page) => Promise<void>][] = [
    ['home', () => '/', (p) => p.getByRole('heading', { name: 'Dịch vụ cung cấp' }).waitFor()],
    [
      'listing',
      () => '/listing',
      async (p) => {
        await p.getByRole('heading', { name: say('listing.allProducts'), level: 1 }).waitFor();
        await p.locator('.product-card').first().waitFor();
      },
    ],
    ['product page', () => productPath, (p) => p.getByRole('heading', { name: productTitle, level: 1 }).waitFor()],
    ['search', () => '/search', (p) => p.getByRole('heading', { name: 'Hoặc xem theo danh mục' }).waitFor()],
    ['contact', () => '/contact', (p) => p.getByRole('heading', { name: 'Liên hệ', level: 1 }).waitFor()],
    [
      'company',
      () => '/gioi-thieu/cong-ty-co-phan-tavico-home',
      (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
    ],
    [
      'suppliers',
      () => '/nha-cung-cap',
      (p) => p.getByRole('heading', { name: say('suppliers.title'), level: 1 }).waitFor(),
    ],
    ['news', () => '/news-events', (p) => p.getByRole('heading', { name: 'Tin tức - Sự kiện', level: 1 }).waitFor()],
    [
      'service page',
      () => '/dich-vu/giai-tri-an-uong',
      (p) => p.getByRole('heading', { name: 'Giải trí - ăn uống', level: 1 }).waitFor(),
    ],
    ['login', () => '/auth/login', (p) => p.getByRole('heading', { name: 'Đăng nhập', level: 2 }).waitFor()],
  ];

  for (const width of [390, 1440]) {
    describe(`at ${width} px`, () => {
      it.each(pages)('%s', async (_name, pathOf, shown) => {
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
        try {
          await context.addInitScript(recordShifts);
          const page = await context.newPage();
          await page.goto(url(pathOf()));
          await shown(page);
          // The pictures on screen have arrived (those off screen, further down or in a carousel's
          // next slides, load lazily and move nothing seen).
          await page.waitForFunction(() =>
            Array.from(document.images).every((img) => {
              const r = img.getBoundingClientRect();
              const onScreen = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
              return img.complete || !onScreen;
            }),
          );
          // Two frames, so what those pictures changed has been laid out and reported.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
          const cls = cumulativeLayoutShift(shifts);
          const moved = shifts
            .filter((s) => s.value >= 0.005)
            .map((s) => `${s.value.toFixed(3)} at ${Math.round(s.time)} ms: ${s.sources.join(', ')}`);
          // Over the bound, the shifts themselves are the failure's message.
          expect(cls <= 0.05 ? [] : [`CLS ${cls.toFixed(3)}`, ...moved]).toEqual([]);
          expect(cls).toBeLessThanOrEqual(0.05);
        } finally {
          await context.close();
        }
      });
    });
  }
});
