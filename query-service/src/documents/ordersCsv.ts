import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  minorDigits,
  msg,
  orderCurrency,
  say,
  shopDateTime,
  toMajor,
  type Lang,
  type MessageKey,
  type OrderDocument,
} from '@tavico/contracts';
import type { Collection, Filter } from '@tavico/infrastructure';
import { csvBom, csvRow, type CsvValue } from './csv';
import { discountOf, refundedOf } from './orderFacts';
import type { ExportRange } from './exportRange';

/** Orders read from the store at a time: the export never holds more than this many. */
export const exportPageSize = 500;

const headings = [
  'code',
  'date',
  'status',
  'paymentMethod',
  'paymentStatus',
  'buyer',
  'product',
  'quantity',
  'unitPrice',
  'lineAmount',
  'shippingFee',
  'discount',
  'total',
  'refunded',
  'currency',
] as const;

/**
 * An order's rows: one per line. Its own amounts (shipping fee, discount, total, refunded) are on
 * its first row only, so a column's sum is the orders' sum.
 */
export function orderRows(o: OrderDocument, lang: Lang): CsvValue[][] {
  const currency = orderCurrency(o);
  const amount = (minor: number) => toMajor(minor, currency).toFixed(minorDigits(currency));
  const words = (key: string) => say(lang, msg(key as MessageKey));
  const common = [
    o.code ?? o.orderId,
    shopDateTime(o.placedAt),
    words(`email.statuses.${o.orderStatus}`),
    words(`email.methods.${o.paymentMethod}`),
    words(`document.paymentStatuses.${o.paymentStatus}`),
    o.address.recipientName?.trim() || o.userName,
  ];
  const lines = o.items.length ? o.items : [null];
  return lines.map((line, i) => [
    ...common,
    line?.title ?? '',
    line?.quantity ?? 0,
    line ? amount(line.priceCents) : '',
    line ? amount(line.priceCents * line.quantity) : '',
    ...(i === 0
      ? [amount(o.shipping?.feeCents ?? 0), amount(discountOf(o)), amount(o.totalCents), amount(refundedOf(o))]
      : ['', '', '', '']),
    currency,
  ]);
}

/**
 * The orders placed in the range, oldest first, written as they are read: a page of at most
 * `exportPageSize` orders at a time, each page after the last order of the one before (placed
 * at, then id), waiting while the reader is behind.
 */
export async function writeOrdersCsv(
  out: Writable,
  orders: Collection<OrderDocument>,
  range: ExportRange,
  lang: Lang,
): Promise<void> {
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(csvBom + csvRow(headings.map((h) => say(lang, msg(`document.csv.${h}`)))));
  const inRange: Filter = { placedAt: { $gte: range.start, $lt: range.end } };
  let after: { placedAt: string; _id: string } | null = null;
  for (;;) {
    if (out.destroyed) return;
    const filter: Filter = after
      ? {
          $and: [
            inRange,
            { $or: [{ placedAt: { $gt: after.placedAt } }, { placedAt: after.placedAt, _id: { $gt: after._id } }] },
          ],
        }
      : inRange;
    const page = await orders.find(filter, { sort: { placedAt: 1, _id: 1 }, limit: exportPageSize });
    if (page.length === 0) break;
    await write(page.flatMap((o) => orderRows(o, lang).map(csvRow)).join(''));
    const last = page[page.length - 1];
    after = { placedAt: last.placedAt, _id: last._id };
    if (page.length < exportPageSize) break;
  }
}
