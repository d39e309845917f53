import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { houseBrand, streams, type AnyEvent, type RecordedEvent } from '@tavico/contracts';
import {
  createMetrics,
  createSandboxPayments,
  createSqliteEventStore,
  type EventStore,
  type SandboxPayments,
} from '@tavico/infrastructure';
import { captureGraceMs } from '@tavico/domain';
import { settleOrderAtDeadline, type OrderDeadlineData } from './orderDeadline';

describe('the order deadline (process manager)', () => {
  let dir: string;
  let eventStore: EventStore;
  let sandbox: SandboxPayments;
  let now: Date;
  let settle: ReturnType<typeof settleOrderAtDeadline>;
  /** The openOrders read model's held products, as the job looks them up. */
  const held = new Map<string, string[]>();
  const clock = { now: () => now };
  const placedAt = new Date('2026-11-21T10:00:00Z');
  const expiresAt = new Date('2026-11-21T10:15:00Z').toISOString();

  const append = async (streamId: string, events: AnyEvent[]) => {
    const existing = await eventStore.readStream(streamId);
    const revision = existing.length ? existing[existing.length - 1].revision : 'no_stream';
    const metadata = { actorId: 'u1', actorRole: 'customer' as const, correlationId: 'c', causationId: null, time: '' };
    await eventStore.append(
      streamId,
      events.map((e) => ({ ...e, id: randomUUID(), metadata: { ...metadata, time: now.toISOString() } })),
      revision,
    );
  };
  const types = async (streamId: string) =>
    ((await eventStore.readStream(streamId)) as RecordedEvent<AnyEvent>[]).map((e) => e.type);

  const productCreated = (productId: string): AnyEvent => ({
    type: 'ProductCreated',
    data: {
      productId,
      postedBy: null,
      title: 'Bàn',
      description: 'Gỗ',
      category: 'ban',
      brand: houseBrand.id,
      image: '/x.svg',
      priceCents: 10000,
      salePriceCents: null,
      totalStock: 5,
    },
  });

  /** A product of 5 with 2 held for an order placed and sent to the sandbox to pay. */
  async function placed(orderId: string) {
    await append(streams.product('p1'), [
      {
        type: 'ProductCreated',
        data: {
          productId: 'p1',
          postedBy: null,
          title: 'Bàn',
          description: 'Gỗ',
          category: 'ban',
          brand: houseBrand.id,
          image: '/x.svg',
          priceCents: 10000,
          salePriceCents: null,
          totalStock: 5,
        },
      },
      { type: 'StockReserved', data: { productId: 'p1', orderId, quantity: 2, expiresAt } },
    ]);
    const address = { addressId: 'a1', address: 'x', city: 'y', pincode: '1', phone: '0912345678', notes: 'n' };
    const items = [{ productId: 'p1', title: 'Bàn', image: '/x.svg', priceCents: 10000, quantity: 2 }];
    const payment = await sandbox.provider.createPayment({
      orderId,
      amountCents: 20000,
      currency: 'USD',
      description: 'test',
      returnUrl: '/paypal-return',
      cancelUrl: '/checkout',
    });
    const at = placedAt.toISOString();
    await append(streams.order(orderId), [
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          userId: 'u1',
          userName: 'Lan',
          items,
          address,
          totalCents: 20000,
          paymentMethod: 'paypal',
          placedAt: at,
          expiresAt,
        },
      },
      { type: 'OrderPaymentCreated', data: { orderId, provider: 'sandbox', ...payment, at } },
    ]);
    return payment.paymentId;
  }
  const job = (orderId: string): { data: OrderDeadlineData } => ({
    data: { orderId, productId: 'p1', expiresAt, correlationId: 'c', causationId: 'e' },
  });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-deadline-'));
    eventStore = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
    now = placedAt;
    sandbox = createSandboxPayments({ eventStore, clock, ids: randomUUID, metrics: createMetrics('test') });
    settle = settleOrderAtDeadline({
      eventStore,
      clock,
      ids: randomUUID,
      metrics: createMetrics('test'),
      payments: sandbox.provider,
      heldProducts: async (orderId) => held.get(orderId) ?? [],
    });
  });
  afterEach(async () => {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing before the deadline', async () => {
    await placed('o1');
    now = new Date('2026-11-21T10:14:59Z');
    await expect(settle(job('o1'))).rejects.toThrow('not due yet');
    expect(await types(streams.order('o1'))).toEqual(['OrderPlaced', 'OrderPaymentCreated']);
  });

  it('expires an unpaid order at its deadline and releases its stock, once', async () => {
    await placed('o1');
    now = new Date('2026-11-21T10:15:00Z');
    expect(await settle(job('o1'))).toEqual({ outcome: 'released: expired' });
    expect(await settle(job('o1'))).toEqual({ outcome: 'released: expired' });
    expect(await types(streams.order('o1'))).toEqual(['OrderPlaced', 'OrderPaymentCreated', 'OrderExpired']);
    expect(await types(streams.product('p1'))).toEqual(['ProductCreated', 'StockReserved', 'StockReleased']);
  });

  it('leaves a capture under way alone for a while, then asks the provider how it ended', async () => {
    const paymentId = await placed('o1');
    await sandbox.approve(paymentId);
    now = new Date('2026-11-21T10:14:30Z');
    await append(streams.order('o1'), [
      { type: 'OrderCaptureStarted', data: { orderId: 'o1', paymentId, payerId: 'P', at: now.toISOString() } },
    ]);
    // The money was taken at the provider, then the process died before recording it.
    await sandbox.provider.capturePayment(paymentId);
    now = new Date('2026-11-21T10:15:30Z');
    await expect(settle(job('o1'))).rejects.toThrow('capture under way');

    now = new Date(Date.parse('2026-11-21T10:14:30Z') + captureGraceMs);
    expect(await settle(job('o1'))).toEqual({ outcome: 'paid: stock committed' });
    expect(await types(streams.product('p1'))).toEqual(['ProductCreated', 'StockReserved', 'StockCommitted']);
    expect(await types(streams.cart('u1'))).toEqual(['CartCheckedOut']);
    const order = (await eventStore.readStream(streams.order('o1'))).at(-1);
    expect(order).toMatchObject({ type: 'OrderPaid', data: { payerId: expect.stringMatching(/^PAYER/) } });
  });

  it('expires an order whose cut-off capture took nothing', async () => {
    const paymentId = await placed('o1');
    now = new Date('2026-11-21T10:14:30Z');
    await append(streams.order('o1'), [
      { type: 'OrderCaptureStarted', data: { orderId: 'o1', paymentId, payerId: 'P', at: now.toISOString() } },
    ]);
    now = new Date('2026-11-21T10:30:00Z');
    expect(await settle(job('o1'))).toEqual({ outcome: 'released: expired' });
    expect(await types(streams.order('o1'))).toEqual([
      'OrderPlaced',
      'OrderPaymentCreated',
      'OrderCaptureStarted',
      'OrderCaptureFailed',
      'OrderExpired',
    ]);
    const state = (await eventStore.readStream(streams.product('p1'))).at(-1) as RecordedEvent<AnyEvent>;
    expect(state).toMatchObject({ type: 'StockReleased', data: { reason: 'expired', quantity: 2 } });
  });

  it('releases every reservation of an order that was never placed, those the read model knows too', async () => {
    await append(streams.product('p2'), [
      productCreated('p2'),
      { type: 'StockReserved', data: { productId: 'p2', orderId: 'ghost', quantity: 1, expiresAt } },
    ]);
    await append(streams.product('p3'), [
      productCreated('p3'),
      { type: 'StockReserved', data: { productId: 'p3', orderId: 'ghost', quantity: 2, expiresAt } },
    ]);
    held.set('ghost', ['p2', 'p3']);
    now = new Date('2026-11-21T10:16:00Z');
    // The job was queued for p2's reservation; p3's was held by the same order afterwards.
    const outcome = await settle({ data: { ...job('ghost').data, productId: 'p2' } });
    expect(outcome).toEqual({ outcome: 'released: never placed' });
    expect(await types(streams.product('p2'))).toEqual(['ProductCreated', 'StockReserved', 'StockReleased']);
    expect(await types(streams.product('p3'))).toEqual(['ProductCreated', 'StockReserved', 'StockReleased']);
  });

  it('commits the stock of a paid order if the capture stopped before doing so', async () => {
    const paymentId = await placed('o1');
    await append(streams.order('o1'), [
      {
        type: 'OrderPaid',
        data: { orderId: 'o1', paymentId, payerId: 'P', captureId: 'C', totalCents: 0, at: now.toISOString() },
      },
    ]);
    now = new Date('2026-11-21T10:20:00Z');
    expect(await settle(job('o1'))).toEqual({ outcome: 'paid: stock committed' });
    expect(await settle(job('o1'))).toEqual({ outcome: 'paid: stock committed' });
    expect(await types(streams.product('p1'))).toEqual(['ProductCreated', 'StockReserved', 'StockCommitted']);
    expect(await types(streams.cart('u1'))).toEqual(['CartCheckedOut']);
  });
});
