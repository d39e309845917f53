import type { viVoucher } from './viCommerce';

type Words<T> = { readonly [K in keyof T]: string };

/** Vouchers, refunds and documents (issue 30), in English: part of the table (`en.voucher`). */
export const enVoucher: Words<typeof viVoucher> = {
  notFound: 'This voucher code does not exist.',
  exists: 'This voucher code exists already.',
  notStarted: 'This voucher is valid from {{date}}.',
  ended: 'This voucher has expired.',
  usedUp: 'This voucher has been used up.',
  usedByYou: 'You have used this voucher as many times as it allows.',
  notForTheseProducts: 'This voucher does not apply to the products in your cart.',
  minOrder: 'This voucher applies to orders from {{amount}}.',
  saved: 'Voucher saved.',
  created: 'Voucher created.',
  badCode: 'A voucher code is 3 to 20 letters or digits.',
  badKind: 'The kind must be percent or amount.',
  badPercent: 'A percentage off must be a whole number from 1 to 100.',
  badAmount: 'The amount off must be more than 0.',
  endsBeforeStart: 'The end date must come after the start date.',
};
