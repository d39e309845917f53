import { houseBrand, namedHistory, type AnyEvent } from '@tavico/contracts';
import { ordersProjection } from './orders';
import { orderHistoriesProjection } from './orderHistories';
import { productsProjection } from './products';
import { cartsProjection } from './carts';
import { salesDaysProjection } from './salesDays';
import { fold, recorded } from './recorded';

const placed: AnyEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 'o1',
    userId: 'u1',
    userName: 'Lan',
    items: [{ productId: 'p1', title: 'Bàn', image: '/b.svg', priceCents: 12550, quantity: 2 }],
    address: {
      addressId: 'a1',
      address: '1 Hàng Gai',
      city: 'Hà Nội',
      pincode: '100000',
      phone: '0912345678',
      notes: '-',
    },
    totalCents: 25100,
    paymentMethod: 'paypal',
    placedAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2026-11-21T10:15:00.000Z',
  },
};
const paid: AnyEvent = {
  type: 'OrderPaid',
  data: {
    orderId: 'o1',
    paymentId: 'SBX-1',
    payerId: 'P1',
    captureId: 'C1',
    totalCents: 25100,
    at: '2026-11-21T10:05:00.000Z',
  },
};

describe('orders projection', () => {
  it('keeps each order as its stream folds, by order id', () => {
    const events = [recorded(placed), recorded(paid)];
    const order = fold(ordersProjection, events);
    expect(order).toMatchObject({
      _id: 'o1',
      userId: 'u1',
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      totalCents: 25100,
      updatedAt: '2026-11-21T10:05:00.000Z',
    });
    expect(ordersProjection.documentId(events[1])).toBe('o1');
  });
});

describe('order histories projection', () => {
  // The order's own stream: OrderPlaced at revision 0, OrderPaid at 1.
  const steps = [
    { ...recorded(placed), revision: 0 },
    { ...recorded(paid, '2026-11-21T10:05:00.000Z'), revision: 1 },
  ];

  it('keeps 25 steps a document, each made from the one before: its actor, what changed and the order right after', () => {
    expect(steps.map((e) => orderHistoriesProjection.documentId(e))).toEqual(['o1:0', 'o1:0']);
    expect(steps.map((e) => orderHistoriesProjection.follows?.(e))).toEqual([[], []]);
    const afterFirst = orderHistoriesProjection.evolve(null, steps[0], []);
    const block = orderHistoriesProjection.evolve(afterFirst, steps[1], []);
    expect(block).toMatchObject({ _id: 'o1:0', orderId: 'o1', block: 0 });
    const [first, second] = block!.steps;
    // The first step keeps the whole order; the next only what its event changed in it.
    expect(first.order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    expect(second.order).toBeUndefined();
    expect(second.set).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid', payerId: 'P1' });
    expect(second).toMatchObject({ revision: 1, actor: { id: 'a1', role: 'admin' } });
    const entries = namedHistory(block!.steps, new Map([['a1', 'Admin']]));
    expect(entries.map((s) => [s.type, s.state.orderStatus, s.state.paymentStatus])).toEqual([
      ['OrderPlaced', 'pending', 'pending'],
      ['OrderPaid', 'confirmed', 'paid'],
    ]);
    expect(entries[1]).toMatchObject({
      revision: 1,
      time: '2026-11-21T10:05:00.000Z',
      actor: { id: 'a1', name: 'Admin', role: 'admin' },
      changes: expect.arrayContaining([{ field: 'payerId', from: null, to: 'P1' }]),
    });
  });

  it('makes no step of an event whose step before is missing (it cannot know the order)', () => {
    expect(orderHistoriesProjection.evolve(null, steps[1], [])).toBeNull();
  });
});

describe('stock in the products and carts projections', () => {
  it('shows held units as reserved, takes committed ones off the stock on hand', () => {
    const created = recorded({
      type: 'ProductCreated',
      data: {
        productId: 'p1',
        postedBy: null,
        title: 'Bàn',
        description: 'Gỗ',
        category: 'ban',
        brand: houseBrand.id,
        image: '/b.svg',
        priceCents: 12550,
        salePriceCents: null,
        totalStock: 6,
      },
    });
    const events = [
      created,
      recorded({ type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', quantity: 2, expiresAt: 'x' } }),
      recorded({ type: 'StockReserved', data: { productId: 'p1', orderId: 'o2', quantity: 3, expiresAt: 'x' } }),
      recorded({ type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 2 } }),
      recorded({ type: 'StockReleased', data: { productId: 'p1', orderId: 'o2', quantity: 3, reason: 'expired' } }),
    ];
    const states = events.map((_, i) => fold(productsProjection, events.slice(0, i + 1)));
    expect(states.map((p) => [p?.totalStock, p?.reservedStock])).toEqual([
      [6, 0],
      [6, 2],
      [6, 5],
      [4, 3],
      [4, 0],
    ]);
  });

  it('takes the products of a paid order out of the cart', () => {
    const cart = fold(cartsProjection, [
      recorded({ type: 'CartItemAdded', data: { userId: 'u1', productId: 'p1', quantity: 2 } }),
      recorded({ type: 'CartItemAdded', data: { userId: 'u1', productId: 'p2', quantity: 1 } }),
      recorded({ type: 'CartCheckedOut', data: { userId: 'u1', orderId: 'o1', productIds: ['p1'] } }),
    ]);
    expect(cart?.items).toEqual([{ productId: 'p2', quantity: 1 }]);
  });
});

describe('sales days projection', () => {
  it('counts orders on the shop day they were placed and revenue on the day they were paid', () => {
    // 17:30 UTC is 00:30 the next day in Vietnam (UTC+7).
    const latePaid: AnyEvent = { ...paid, data: { ...paid.data, at: '2026-11-21T17:30:00.000Z' } } as AnyEvent;
    const events = [recorded(placed), recorded(latePaid)];
    expect(events.map(salesDaysProjection.documentId)).toEqual(['2026-11-21', '2026-11-22']);
    const placedDay = salesDaysProjection.evolve(null, events[0]);
    expect(placedDay).toEqual({ _id: '2026-11-21', day: '2026-11-21', orders: 1, paidOrders: 0, revenueCents: 0 });
    const paidDay = salesDaysProjection.evolve(null, events[1]);
    expect(paidDay).toMatchObject({ orders: 0, paidOrders: 1, revenueCents: 25100 });
    expect(salesDaysProjection.evolve(paidDay, events[1])).toMatchObject({ paidOrders: 2, revenueCents: 50200 });
  });
});
