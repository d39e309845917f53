import type { Browser, Locator, Page } from 'playwright-core';
import { apiRoutes } from '@tavico/contracts/client';
import { launchBrowser, screenshot, windowShot } from './support/browser';
import { startShopProcess, type RunningShop } from './support/shop';
import { pastRightEdge, settled, until } from './support/page';
import { say } from './support/words';

/** What may reach past the right edge on purpose. */
const overflowing = '.ant-drawer, .ant-notification';
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
/** The price range chosen, in dollars, as the shopper types it. */
const range = { from: 100, to: 1000 };
/** Its chip, reading as every price does: thousands separated. */
const rangeChip = '$100 – $1,000';
/** The shop's brown (the theme's primary colour), which its links and buttons wear. */
const brown = 'rgb(139, 90, 43)';

/** The boxes of the first `n` product cards, in the page's order. */
async function cardBoxes(page: Page, n: number) {
  const cards = page.locator('.listing-main .product-card');
  await until(async () => (await cards.count()) >= n);
  const boxes = [];
  for (let i = 0; i < n; i++) boxes.push((await cards.nth(i).boundingBox())!);
  return boxes;
}

/** How many cards share the first row: those whose top is the first card's. */
async function cardsInFirstRow(page: Page) {
  const boxes = await cardBoxes(page, 6);
  return boxes.filter((b) => Math.abs(b.y - boxes[0].y) < 1).length;
}

const count = (page: Page, total: number) =>
  page.locator('.listing-count', { hasText: say('listing.count', { count: total }) });

/**
 * The listing on a phone (issue 19.8): the filters wait in a drawer behind 'Bộ lọc', products
 * come two a row, the chosen filters show as chips above them and 'Xóa bộ lọc' clears them; on a
 * computer the filters stand at the left.
 */
describe('the listing on a phone', () => {
  let shop: RunningShop;
  let browser: Browser;
  let totals: { all: number; sofa: number; sofaInRange: number };
  const url = (route: string) => `${shop.url}${route}`;

  beforeAll(async () => {
    shop = await startShopProcess();
    browser = await launchBrowser();
    const total = async (query: string) =>
      (await (await fetch(url(`${apiRoutes.shop.products}${query}`))).json()).pagination.total as number;
    totals = {
      all: await total(''),
      sofa: await total('?category=sofa'),
      sofaInRange: await total(`?category=sofa&minPrice=${range.from}&maxPrice=${range.to}`),
    };
    // The range leaves some sofas out and some in, so the chip is seen to narrow the listing.
    expect(totals.sofaInRange).toBeGreaterThan(1);
    expect(totals.sofaInRange).toBeLessThan(totals.sofa);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it("filters by category and price in the 'Bộ lọc' drawer, shows chips, and 'Xóa bộ lọc' clears them", async () => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(url('/listing'));
    await page.getByRole('heading', { name: say('listing.allProducts') }).waitFor();
    await count(page, totals.all).waitFor();
    // The first screen is products, not the filters: they wait behind their button. (The page the
    // server sends has the wide panel, hidden on a phone; the app puts the button in its place.)
    expect(await page.locator('aside.listing-filters').isVisible()).toBe(false);
    await until(async () => (await page.locator('aside.listing-filters').count()) === 0);
    // Its name also carries the icon's ('filter'): matched by how it ends.
    const open = page.getByRole('button', { name: /Bộ lọc$/ });
    expect(await open.isVisible()).toBe(true);
    const opened = await open.boundingBox();
    expect(opened!.y + opened!.height).toBeLessThan(phone.height / 2);

    // Two cards a row, each half the width, the third starting the next row.
    const [first, second, third] = await cardBoxes(page, 3);
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(Math.abs(third.x - first.x)).toBeLessThan(1);
    expect(first.width).toBeLessThan(phone.width / 2);
    expect(first.width).toBeGreaterThan(phone.width / 2 - 40);
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    // The first screen: the pictures further down load lazily, blank in a full-page shot.
    await windowShot(page, 'listing-phone-390');

    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Sofa \(\d+\)$/ }).click();
    await page.waitForURL((u) => u.searchParams.get('category') === 'sofa');
    // The drawer stays open for the next choice, its button saying how many there are now.
    const apply = drawer.getByRole('button', { name: `Xem ${totals.sofa} sản phẩm` });
    await apply.waitFor();
    await drawer.getByRole('spinbutton', { name: 'Giá từ' }).fill(String(range.from));
    await drawer.getByRole('spinbutton', { name: 'Giá đến' }).fill(String(range.to));
    await drawer.getByRole('button', { name: 'Áp dụng' }).click();
    await page.waitForURL(
      (u) =>
        u.searchParams.get('minPrice') === String(range.from) && u.searchParams.get('maxPrice') === String(range.to),
    );
    const narrowed = drawer.getByRole('button', { name: `Xem ${totals.sofaInRange} sản phẩm` });
    await narrowed.waitFor();
    await settled(page);
    await windowShot(page, 'listing-phone-drawer-390');
    await narrowed.click();
    await drawer.waitFor({ state: 'hidden' });

    // The choices as chips over the products, the button counting them (the range counts once).
    const chips = page.getByRole('group', { name: 'Bộ lọc đang chọn' });
    await chips.waitFor();
    expect(await chipLabels(chips)).toEqual(['Sofa', rangeChip]);
    await page.getByRole('button', { name: /Bộ lọc \(2\)$/ }).waitFor();
    // Each chip's × is a finger's target (at least 24 × 24 px), the chips no taller than they need.
    for (const close of await chips.getByRole('button', { name: /^Bỏ lọc / }).all()) {
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    expect((await chips.locator('.chip').first().boundingBox())!.height).toBeLessThanOrEqual(32);
    expect(await chips.getByRole('button', { name: 'Xóa bộ lọc' }).evaluate((e) => getComputedStyle(e).color)).toBe(
      brown,
    );
    await count(page, totals.sofaInRange).waitFor();
    await until(async () => (await page.locator('.listing-main .product-card').count()) === totals.sofaInRange);
    expect(await cardsInFirstRowOf(page, totals.sofaInRange)).toBe(2);
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'listing-phone-filtered-390');

    // A chip's × takes that one filter away.
    await chips.getByRole('button', { name: `Bỏ lọc ${rangeChip}` }).click();
    await page.waitForURL((u) => !u.searchParams.has('minPrice') && !u.searchParams.has('maxPrice'));
    await count(page, totals.sofa).waitFor();
    expect(await chipLabels(chips)).toEqual(['Sofa']);
    await page.getByRole('button', { name: /Bộ lọc \(1\)$/ }).waitFor();

    // 'Xóa bộ lọc' takes them all away, and the chips with them.
    await drawerChoice(page, range);
    await chips.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await page.waitForURL((u) => !u.searchParams.has('category') && !u.searchParams.has('minPrice'));
    await count(page, totals.all).waitFor();
    await chips.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Bộ lọc$/ }).waitFor();
    expect(await cardsInFirstRow(page)).toBe(2);
    await context.close();
  });

  it('keeps the filters at the left on a computer, with the chips over several cards a row', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await page.goto(url('/listing'));
    await count(page, totals.all).waitFor();
    const aside = page.getByRole('complementary', { name: 'Bộ lọc' });
    await aside.waitFor();
    expect(await page.getByRole('button', { name: /Bộ lọc( \(\d\))?$/ }).count()).toBe(0);
    await aside.getByRole('checkbox', { name: /^Sofa \(\d+\)$/ }).click();
    await count(page, totals.sofa).waitFor();
    await aside.getByRole('spinbutton', { name: 'Giá từ' }).fill(String(range.from));
    await aside.getByRole('spinbutton', { name: 'Giá đến' }).fill(String(range.to));
    await aside.getByRole('spinbutton', { name: 'Giá đến' }).press('Enter');
    await count(page, totals.sofaInRange).waitFor();
    const chips = page.getByRole('group', { name: 'Bộ lọc đang chọn' });
    expect(await chipLabels(chips)).toEqual(['Sofa', rangeChip]);
    expect(await chips.getByRole('button', { name: 'Xóa bộ lọc' }).evaluate((e) => getComputedStyle(e).color)).toBe(
      brown,
    );
    // The panel at the left of the products, the products several a row.
    const panel = (await aside.boundingBox())!;
    const [card] = await cardBoxes(page, 1);
    expect(panel.x + panel.width).toBeLessThanOrEqual(card.x);
    expect(await cardsInFirstRowOf(page, totals.sofaInRange)).toBeGreaterThanOrEqual(3);
    expect(await pastRightEdge(page, overflowing)).toEqual([]);
    await screenshot(page, 'listing-filtered-1440');

    await chips.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await count(page, totals.all).waitFor();
    await chips.waitFor({ state: 'detached' });
    expect(await aside.getByRole('checkbox', { name: /^Sofa \(\d+\)$/ }).isChecked()).toBe(false);
    expect(await aside.getByRole('spinbutton', { name: 'Giá từ' }).inputValue()).toBe('');
    await page.close();
  });
});

/** The chips' texts, without their × and the clear-all link. */
const chipLabels = (chips: Locator) =>
  chips.locator('.chip').evaluateAll((tags) => tags.map((t) => (t.textContent ?? '').replace('×', '').trim()));

/** Cards in the first row when only `n` are listed (fewer than six). */
async function cardsInFirstRowOf(page: Page, n: number) {
  const boxes = await cardBoxes(page, Math.min(n, 6));
  return boxes.filter((b) => Math.abs(b.y - boxes[0].y) < 1).length;
}

/** Chooses the sofas and a price range again through the drawer, then closes it. */
async function drawerChoice(page: Page, chosen: typeof range) {
  await page.getByRole('button', { name: /Bộ lọc( \(\d\))?$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
  await drawer.waitFor();
  await drawer.getByRole('spinbutton', { name: 'Giá từ' }).fill(String(chosen.from));
  await drawer.getByRole('spinbutton', { name: 'Giá đến' }).fill(String(chosen.to));
  await drawer.getByRole('button', { name: 'Áp dụng' }).click();
  await page.waitForURL((u) => u.searchParams.has('minPrice') && u.searchParams.get('category') === 'sofa');
  await drawer.getByRole('button', { name: /^Xem \d+ sản phẩm$/ }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /Bộ lọc \(2\)$/ }).waitFor();
}
