import { emptySpecs, houseBrand, productMessages, type ProductEvent, type ProductFields } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { productDecider, type ProductActor } from './decide';
import { availableToSell } from './product';

// Edits sent without `version` (the spec's own client, curl): the stock staff last set tells a
// form loaded before a sale from a stock count.
const admin: ProductActor = { id: 'a1', role: 'admin', userName: 'Admin' };

const fields: ProductFields = {
  title: 'Tủ gỗ lim',
  description: 'Tủ quần áo gỗ lim',
  category: 'tu-ke',
  brand: houseBrand.id,
  image: '/uploads/tu.png',
  priceCents: 900000,
  salePriceCents: null,
  totalStock: 5,
  gallery: [],
  specs: emptySpecs,
};
const created: ProductEvent = { type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...fields } };
const reserved = (orderId: string, quantity: number): ProductEvent => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, quantity, expiresAt: '2026-11-21T10:15:00.000Z' },
});
const committed = (orderId: string, quantity: number): ProductEvent => ({
  type: 'StockCommitted',
  data: { productId: 'p1', orderId, quantity },
});
const released = (orderId: string, quantity: number): ProductEvent => ({
  type: 'StockReleased',
  data: { productId: 'p1', orderId, quantity, reason: 'expired' },
});
const updated = (changes: Partial<ProductFields>): ProductEvent => ({
  type: 'ProductUpdated',
  data: { productId: 'p1', ...fields, ...changes },
});
const edit = (changes: Partial<ProductFields>, version?: number) => ({
  type: 'UpdateProduct' as const,
  fields: { ...fields, ...changes },
  actor: admin,
  version,
});

describe('an edit without a version', () => {
  // 5 set at creation; one sold (4 on hand), one held for an unpaid order, one held and let go.
  const sales = [
    created,
    reserved('o1', 1),
    committed('o1', 1),
    reserved('o2', 1),
    reserved('o3', 1),
    released('o3', 1),
  ];

  it('keeps the units sold since when it sends back the stock as staff last set it', () => {
    const given = givenEvents(productDecider, sales);
    expect(given.state).toMatchObject({ totalStock: 4, stockAsSet: 5 });
    given
      .when(edit({ title: 'Tủ gỗ lim 3 cánh', totalStock: 5 }))
      .then([updated({ title: 'Tủ gỗ lim 3 cánh', totalStock: 4 })]);

    // Saved again from the same stale form: still 4 on hand, 3 for sale (one is held).
    const after = givenEvents(productDecider, [...sales, updated({ title: 'Tủ gỗ lim 3 cánh', totalStock: 4 })]);
    expect(after.state).toMatchObject({ totalStock: 4, stockAsSet: 5 });
    expect(availableToSell(after.state)).toBe(3);
    after.when(edit({ title: 'Tủ gỗ lim 3 cánh', totalStock: 5 })).then([]);
  });

  it('changes nothing when only its stale stock differs from the product', () => {
    givenEvents(productDecider, sales).when(edit({})).then([]);
  });

  it('sets a stock that differs from the one last set (staff counted), and remembers it', () => {
    givenEvents(productDecider, sales)
      .when(edit({ totalStock: 9 }))
      .then([updated({ totalStock: 9 })]);

    // After the count, a sale: a form loaded at 9 and saved later keeps the sale.
    const counted = [...sales, updated({ totalStock: 9 }), committed('o2', 1)];
    const given = givenEvents(productDecider, counted);
    expect(given.state).toMatchObject({ totalStock: 8, stockAsSet: 9 });
    given
      .when(edit({ title: 'Tủ gỗ lim mới', totalStock: 9 }))
      .then([updated({ title: 'Tủ gỗ lim mới', totalStock: 8 })]);
    // Any other number is a new count, set as asked: 5 is no longer the stock last set.
    given.when(edit({ totalStock: 5 })).then([updated({ totalStock: 5 })]);
  });

  it('still cannot set the stock below what unpaid orders hold', () => {
    givenEvents(productDecider, [created, reserved('o1', 3)])
      .when(edit({ totalStock: 2 }))
      .thenRejects({ status: 400, message: productMessages.belowReserved(3) });
  });
});

describe('an edit with a version', () => {
  it('sets the stock as sent, the form being known to be current', () => {
    const sold = [created, reserved('o1', 1), committed('o1', 1)];
    givenEvents(productDecider, sold)
      .when(edit({ totalStock: 5 }, 2))
      .then([updated({ totalStock: 5 })]);
    givenEvents(productDecider, sold)
      .when(edit({ totalStock: 5 }, 1))
      .thenRejects({ name: 'Conflict', status: 409 });
  });
});
