import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { choose, dialogOpened } from './page';
import { say } from './words';

const bo = (key: string) => say(`backOffice.${key}`);

/** Presses 'In hóa đơn' in the order's details: the saved file is the server's PDF, named by the order's code. */
export async function savesInvoice(page: Page, details: Locator, code: string) {
  // The button first, on its own: a dialog still opening (or never opened) fails here and says so,
  // rather than as a PDF that never came.
  const button = details.getByRole('button', { name: bo('orderDocuments.invoice') });
  await button.waitFor();
  await dialogOpened(details);
  const [invoice, saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/invoice.pdf')),
    page.waitForEvent('download'),
    button.click(),
  ]);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect((await readFile((await saved.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  expect(saved.suggestedFilename()).toContain(code);
}

/**
 * The admin's hand-over of the house's own lines, asked when moving the order to shipping: the
 * carrier and its tracking number, shot at 390 and 1440 px, then confirmed.
 */
export async function handsOverHouseLines(page: Page, carrier: string, trackingCode: string) {
  const handOver = page.locator('.ant-modal', { hasText: bo('orders.handOverText') });
  await choose(page, handOver.getByLabel(bo('supplierOrders.carrier')), carrier);
  await handOver.getByLabel(bo('supplierOrders.trackingCode')).fill(trackingCode);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `backoffice-house-hand-over-${width}`);
  }
  await handOver.getByRole('button', { name: bo('orders.toShipping') }).click();
  await handOver.waitFor({ state: 'detached' });
}
