import type { Page } from 'playwright-core';
import { until } from './page';
import { say } from './words';
import { defaultTestLanguage, type ShopLanguage } from './browser';

/** A Vietnamese address as the form takes it: the picker's text to type and the name it finds. */
export interface TypedAddress {
  recipientName: string;
  phone: string;
  province: { typed: string; name: string };
  ward: { typed: string; name: string };
  address: string;
  notes?: string;
}

/**
 * Picks a province or ward as a shopper does: types part of its name (accents optional) into the
 * picker, then takes the option with that name by the keyboard, and sees it chosen.
 */
export async function pickByTyping(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const field = box.locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
  await until(async () => {
    await box.click();
    await box.fill('');
    await page.keyboard.type(typed);
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    for (let step = 0; step < 10; step += 1) {
      if ((await active.getAttribute('title', { timeout: 2000 }).catch(() => null)) === name) {
        await page.keyboard.press('Enter');
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    return (await field.getAttribute('class'))?.includes('ant-select-open') === false
      ? ((await field.textContent()) ?? '').includes(name)
      : false;
  }, 15_000);
}

/** Fills the address form (open already, in `lang`: the run's language unless told), its pickers by typing. */
export async function fillAddressForm(page: Page, a: TypedAddress, lang: ShopLanguage = defaultTestLanguage) {
  const field = (key: string) => say(`address.fields.${key}`, {}, lang);
  await page.getByRole('textbox', { name: field('recipientName'), exact: true }).fill(a.recipientName);
  await page.getByRole('textbox', { name: field('phone'), exact: true }).fill(a.phone);
  await pickByTyping(page, field('provinceCode'), a.province.typed, a.province.name);
  await pickByTyping(page, field('wardCode'), a.ward.typed, a.ward.name);
  await page.getByRole('textbox', { name: field('address'), exact: true }).fill(a.address);
  if (a.notes) await page.getByRole('textbox', { name: new RegExp(`^${field('notes')}`) }).fill(a.notes);
}
