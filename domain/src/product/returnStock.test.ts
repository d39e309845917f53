import { emptySpecs, houseBrand, type ProductEvent } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { productDecider } from './decide';

const created: ProductEvent = {
  type: 'ProductCreated',
  data: {
    productId: 'p1',
    postedBy: null,
    title: 'Ghế đẩu',
    description: 'Ghế đẩu gỗ',
    category: 'ghe',
    brand: houseBrand.id,
    image: '/uploads/ghe.png',
    priceCents: 2500,
    salePriceCents: null,
    totalStock: 7,
    gallery: [],
    specs: emptySpecs,
  },
};
const returned: ProductEvent = {
  type: 'StockReturned',
  data: { productId: 'p1', orderId: 'o1', returnId: 'r1', quantity: 2 },
};
const returnStock = { type: 'ReturnStock', productId: 'p1', orderId: 'o1', returnId: 'r1', quantity: 2 } as const;

describe('product decider: a return received (issue 30)', () => {
  it('puts the units back on hand, once per return', () => {
    givenEvents(productDecider, [created]).when(returnStock).then([returned]);
    const after = givenEvents(productDecider, [created, returned]);
    expect(after.state).toMatchObject({ totalStock: 9 });
    after.when(returnStock).then([]);
    after
      .when({ ...returnStock, returnId: 'r2', quantity: 1 })
      .then([{ type: 'StockReturned', data: { productId: 'p1', orderId: 'o1', returnId: 'r2', quantity: 1 } }]);
  });

  it('does nothing for a product that never was', () => {
    givenEvents(productDecider, []).when(returnStock).then([]);
  });
});
