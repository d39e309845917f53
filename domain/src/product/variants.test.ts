import {
  emptySpecs,
  houseBrand,
  orderMessages,
  variantMessages,
  type ProductEvent,
  type ProductFields,
  type ProductVariant,
} from '@tavico/contracts';
import { givenEvents } from '../testing';
import { productDecider, type ProductActor } from './decide';
import { availableToSell, evolve, initialState } from './product';

/** Issue 30: each variant holds, commits and releases its own stock; an old product is one default variant. */
const admin: ProductActor = { id: 'a1', role: 'admin', userName: 'Admin' };
const variant = (sku: string, size: string, priceCents: number, totalStock: number): ProductVariant => ({
  sku,
  options: { size, wood: 'Gỗ sồi' },
  priceCents,
  salePriceCents: null,
  totalStock,
});
const small = variant('BAN-120', '120 cm', 3_200_000, 2);
const large = variant('BAN-160', '160 cm', 4_200_000, 5);
const fields: ProductFields = {
  title: 'Bàn ăn',
  description: 'Bàn ăn gỗ sồi',
  category: 'ban',
  brand: houseBrand.id,
  image: '/uploads/ban.png',
  priceCents: 3_200_000,
  salePriceCents: null,
  totalStock: 7,
  gallery: [],
  specs: emptySpecs,
  variants: [small, large],
};
const created: ProductEvent = { type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...fields } };
const expiresAt = '2026-11-27T10:00:00.000Z';
const reserved = (orderId: string, quantity: number, sku?: string): ProductEvent => ({
  type: 'StockReserved',
  data: { productId: 'p1', orderId, quantity, expiresAt, ...(sku ? { sku } : {}) },
});
const reserve = (orderId: string, quantity: number, sku?: string) =>
  ({ type: 'ReserveStock', productId: 'p1', orderId, quantity, expiresAt, ...(sku ? { sku } : {}) }) as const;
const fold = (events: ProductEvent[]) => events.reduce(evolve, initialState);

describe('product variants', () => {
  it('takes its price and stock from its variants when created, whatever the form said', () => {
    givenEvents(productDecider, [])
      .when({
        type: 'CreateProduct',
        productId: 'p1',
        fields: { ...fields, priceCents: 1, totalStock: 999 },
        actor: admin,
      })
      .then([created]);
  });

  it('holds units of the variant named, up to its own stock', () => {
    givenEvents(productDecider, [created, reserved('o1', 1, 'BAN-120')])
      .when(reserve('o2', 2, 'BAN-120'))
      .thenRejects({ status: 400, message: orderMessages.outOfStock('Bàn ăn (120 cm · Gỗ sồi)', 1) });
    givenEvents(productDecider, [created, reserved('o1', 1, 'BAN-120')])
      .when(reserve('o2', 5, 'BAN-160'))
      .then([reserved('o2', 5, 'BAN-160')]);
  });

  it('holds the default variant (the first) when no SKU is named, and refuses a SKU it has not', () => {
    givenEvents(productDecider, [created])
      .when(reserve('o1', 1))
      .then([reserved('o1', 1, 'BAN-120')]);
    givenEvents(productDecider, [created])
      .when(reserve('o1', 1, 'BAN-999'))
      .thenRejects({ status: 404, message: variantMessages.notFound('BAN-999') });
  });

  it('lets one order hold two variants, and releases both', () => {
    givenEvents(productDecider, [created, reserved('o1', 1, 'BAN-120'), reserved('o1', 2, 'BAN-160')])
      .when({ type: 'ReleaseStock', productId: 'p1', orderId: 'o1', reason: 'expired' })
      .then([
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', quantity: 1, reason: 'expired', sku: 'BAN-120' },
        },
        {
          type: 'StockReleased',
          data: { productId: 'p1', orderId: 'o1', quantity: 2, reason: 'expired', sku: 'BAN-160' },
        },
      ]);
  });

  it("commits one variant's sale from its stock alone, leaving the others as they were", () => {
    const events: ProductEvent[] = [
      created,
      reserved('o1', 2, 'BAN-160'),
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 2, sku: 'BAN-160' } },
    ];
    const state = fold(events);
    expect(state.status === 'active' && state.variants?.map((v) => [v.sku, v.totalStock])).toEqual([
      ['BAN-120', 2],
      ['BAN-160', 3],
    ]);
    expect(state.status === 'active' && state.totalStock).toBe(5);
    expect([availableToSell(state, 'BAN-120'), availableToSell(state, 'BAN-160')]).toEqual([2, 3]);
  });

  it('folds an old product (no variants, no SKUs on its stock events) as one default variant', () => {
    const { variants: _none, ...old } = fields;
    const state = fold([
      { type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...old } },
      reserved('o1', 3),
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 3 } },
      reserved('o2', 1),
    ]);
    expect(state.status === 'active' && [state.variants, state.totalStock]).toEqual([undefined, 4]);
    expect(availableToSell(state)).toBe(3);
    givenEvents(productDecider, [{ type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...old } }])
      .when(reserve('o3', 1, 'BAN-120'))
      .thenRejects({ status: 404, message: variantMessages.notFound('BAN-120') });
  });

  it('refuses an edit that lowers a variant below what unpaid orders hold of it, or takes it away', () => {
    const given = [created, reserved('o1', 2, 'BAN-160')];
    givenEvents(productDecider, given)
      .when({
        type: 'UpdateProduct',
        fields: { ...fields, variants: [small, { ...large, totalStock: 1 }] },
        actor: admin,
        version: 1,
      })
      .thenRejects({ status: 400, message: variantMessages.belowReserved('BAN-160', 2) });
    givenEvents(productDecider, given)
      .when({ type: 'UpdateProduct', fields: { ...fields, variants: [small] }, actor: admin, version: 1 })
      .thenRejects({ status: 400, message: variantMessages.belowReserved('BAN-160', 2) });
  });

  it("keeps a variant's stock as sales left it when a form without a version sends back the one staff set", () => {
    const given: ProductEvent[] = [
      created,
      reserved('o1', 2, 'BAN-160'),
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 2, sku: 'BAN-160' } },
    ];
    const renamed = { ...fields, title: 'Bàn ăn gia đình', variants: [small, large] };
    givenEvents(productDecider, given)
      .when({ type: 'UpdateProduct', fields: renamed, actor: admin })
      .then([
        {
          type: 'ProductUpdated',
          data: { productId: 'p1', ...renamed, totalStock: 5, variants: [small, { ...large, totalStock: 3 }] },
        },
      ]);
  });

  it('takes a return back on the variant sent back, once for each variant of a return', () => {
    const back = (sku: string, quantity: number): ProductEvent => ({
      type: 'StockReturned',
      data: { productId: 'p1', orderId: 'o1', returnId: 'r1', quantity, sku },
    });
    const returnStock = (sku: string, quantity: number) =>
      ({ type: 'ReturnStock', productId: 'p1', orderId: 'o1', returnId: 'r1', quantity, sku }) as const;
    givenEvents(productDecider, [created])
      .when(returnStock('BAN-160', 2))
      .then([back('BAN-160', 2)]);
    const after = givenEvents(productDecider, [created, back('BAN-160', 2)]);
    after.when(returnStock('BAN-160', 2)).then([]);
    // The same return's other variant is its own: it comes back too.
    after.when(returnStock('BAN-120', 1)).then([back('BAN-120', 1)]);
    const state = fold([created, back('BAN-160', 2), back('BAN-120', 1)]);
    expect(state).toMatchObject({ totalStock: 10 });
    if (state.status === 'none') throw new Error('no product');
    expect(state.variants?.map((v) => [v.sku, v.totalStock])).toEqual([
      ['BAN-120', 3],
      ['BAN-160', 7],
    ]);
  });
});
