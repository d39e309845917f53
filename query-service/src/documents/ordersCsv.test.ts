import { Writable } from 'node:stream';
import type { OrderDocument } from '@tavico/contracts';
import { createMemoryDocumentStore } from '@tavico/infrastructure';
import { exportRange } from './exportRange';
import { exportPageSize, writeOrdersCsv } from './ordersCsv';

/** An order of one line placed at an instant: 10.000 ₫ a unit, `n` units, 30.000 ₫ shipping. */
const order = (id: string, placedAt: string, n: number): OrderDocument =>
  ({
    _id: id,
    orderId: id,
    code: `TV-26-${id}`,
    userId: 'u',
    userName: 'Lan',
    items: [{ productId: 'p', title: 'Ghế', image: '', priceCents: 10_000, quantity: n }],
    address: { addressId: 'a', phone: '0912', address: '12 Lê Lợi' },
    totalCents: 10_000 * n + 30_000,
    shipping: { feeCents: 30_000, zone: null, minDays: 1, maxDays: 2 },
    currency: 'VND',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    orderStatus: 'pending',
    placedAt,
    updatedAt: placedAt,
    expiresAt: null,
  }) as unknown as OrderDocument;

/** A reader that takes a few kilobytes at a time, so the writer has to wait for it. */
function slowReader() {
  const chunks: string[] = [];
  const out = new Writable({
    highWaterMark: 4096,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      setImmediate(done);
    },
  });
  return { out, text: () => chunks.join('') };
}

describe('the orders’ CSV export', () => {
  it('reads the range in pages of at most 500, after the last order of each (ties on the time by id)', async () => {
    const store = createMemoryDocumentStore();
    const orders = store.collection<OrderDocument>('orders');
    const docs: OrderDocument[] = [];
    // 1203 orders on 1 November (Vietnam), three at each instant, and some just outside.
    for (let i = 0; i < 1203; i += 1) {
      const at = new Date(Date.parse('2026-10-31T17:00:00.000Z') + Math.floor(i / 3) * 60_000).toISOString();
      docs.push(order(String(i).padStart(7, '0'), at, (i % 4) + 1));
    }
    docs.push(order('before', '2026-10-31T16:59:59.999Z', 1), order('after', '2026-11-01T17:00:00.000Z', 1));
    await orders.bulkWrite(docs.map((document) => ({ insertOne: { document } })));
    const limits: (number | undefined)[] = [];
    const find = orders.find.bind(orders);
    orders.find = (filter, options) => {
      limits.push(options?.limit);
      return find(filter, options);
    };

    const { out, text } = slowReader();
    await writeOrdersCsv(out, orders, exportRange({ from: '2026-11-01', to: '2026-11-01' }), 'vi');
    await new Promise<void>((resolve) => out.end(resolve));

    expect(limits).toEqual([exportPageSize, exportPageSize, exportPageSize]);
    const rows = text().slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^Mã đơn,Ngày đặt,/);
    const codes = rows.slice(1).map((r) => r.split(',')[0]);
    expect(codes).toEqual(docs.slice(0, 1203).map((d) => d.code));
    // Each order once, its total on its row: the column adds up to the orders' totals.
    const totals = rows.slice(1).map((r) => Number(r.split(',')[12]));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(docs.slice(0, 1203).reduce((a, d) => a + d.totalCents, 0));
  });
});
