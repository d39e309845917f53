import {
  emptySpecs,
  houseBrand,
  orderMessages,
  productMessages,
  type ProductEvent,
  type ProductFields,
} from '@tavico/contracts';
import { givenEvents } from '../testing';
import { productDecider, type ProductActor } from './decide';
import { availableToSell } from './product';

const admin: ProductActor = { id: 'a1', role: 'admin', userName: 'Admin' };
const supplier: ProductActor = { id: 's1', role: 'supplier', userName: 'Gỗ Minh Long' };
const otherSupplier: ProductActor = { id: 's2', role: 'supplier', userName: 'Nội thất Phú Quý' };
const customer: ProductActor = { id: 'c1', role: 'customer', userName: 'Lan' };

const fields: ProductFields = {
  title: 'Bàn gỗ sồi',
  description: 'Bàn ăn gỗ sồi tự nhiên',
  category: 'ban',
  brand: houseBrand.id,
  image: '/uploads/ban.png',
  priceCents: 450000,
  salePriceCents: null,
  totalStock: 7,
  gallery: ['/uploads/ban-2.png'],
  specs: { ...emptySpecs, material: 'Gỗ sồi' },
};
const created = (postedBy: string | null, brand: string = houseBrand.id): ProductEvent => ({
  type: 'ProductCreated',
  data: { productId: 'p1', postedBy, ...fields, brand },
});

describe('product decider', () => {
  it('creates an admin product under the house brand', () => {
    givenEvents(productDecider, [])
      .when({ type: 'CreateProduct', productId: 'p1', fields, actor: admin })
      .then([created(null)]);
  });

  it("puts a supplier's product under its own name and id, whatever the form said", () => {
    givenEvents(productDecider, [])
      .when({ type: 'CreateProduct', productId: 'p1', fields: { ...fields, brand: 'nike' }, actor: supplier })
      .then([created('s1', 'Gỗ Minh Long')]);
  });

  it('refuses a brand an admin may not choose', () => {
    givenEvents(productDecider, [])
      .when({ type: 'CreateProduct', productId: 'p1', fields: { ...fields, brand: 'nike' }, actor: admin })
      .thenRejects({ name: 'ValidationError', status: 400, message: productMessages.brandNotAllowed });
  });

  it('refuses a customer', () => {
    givenEvents(productDecider, [])
      .when({ type: 'CreateProduct', productId: 'p1', fields, actor: customer })
      .thenRejects({ name: 'Forbidden', status: 403 });
  });

  it('updates the fields that changed, and nothing when none did', () => {
    const changed = { ...fields, priceCents: 400000, salePriceCents: 350000 };
    givenEvents(productDecider, [created(null)])
      .when({ type: 'UpdateProduct', fields: changed, actor: admin })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...changed } }]);
    givenEvents(productDecider, [created(null)])
      .when({ type: 'UpdateProduct', fields, actor: admin })
      .then([]);
  });

  it("keeps the gallery and specifications an edit leaves out (the spec's own form has neither)", () => {
    const { gallery: _g, specs: _s, ...withoutThem } = fields;
    givenEvents(productDecider, [created(null)])
      .when({ type: 'UpdateProduct', fields: { ...withoutThem, priceCents: 400000 }, actor: admin })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...fields, priceCents: 400000 } }]);
    // One specification given: the others stay.
    givenEvents(productDecider, [created(null)])
      .when({ type: 'UpdateProduct', fields: { ...withoutThem, specs: { warranty: '12 tháng' } }, actor: admin })
      .then([
        {
          type: 'ProductUpdated',
          data: { productId: 'p1', ...fields, specs: { ...fields.specs, warranty: '12 tháng' } },
        },
      ]);
  });

  it('reads a product added before pictures and specifications as having none', () => {
    const { gallery: _g, specs: _s, ...old } = fields;
    const { state } = givenEvents(productDecider, [
      { type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...old } },
    ]);
    expect(state).toMatchObject({ status: 'active', gallery: [], specs: emptySpecs });
  });

  it('refuses an edit made on a form loaded before a later change, with 409', () => {
    const changed = { ...fields, title: 'Bàn gỗ sồi tròn' };
    const sold: ProductEvent[] = [
      { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', quantity: 2, expiresAt: 'x' } },
      { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 2 } },
    ];
    // The form was opened at version 1; two units sold since (version 2): its stock of 7 is stale.
    givenEvents(productDecider, [created(null), ...sold])
      .when({ type: 'UpdateProduct', fields: changed, actor: admin, version: 1 })
      .thenRejects({ name: 'Conflict', status: 409, message: productMessages.changedSince });
    givenEvents(productDecider, [created(null), ...sold])
      .when({ type: 'UpdateProduct', fields: { ...changed, totalStock: 5 }, actor: admin, version: 2 })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...changed, totalStock: 5 } }]);
  });

  it('counts a reservation or its release as no change to the form', () => {
    const changed = { ...fields, title: 'Bàn gỗ sồi tròn' };
    const { state } = givenEvents(productDecider, [
      created(null),
      { type: 'StockReserved', data: { productId: 'p1', orderId: 'o1', quantity: 2, expiresAt: 'x' } },
      { type: 'StockReleased', data: { productId: 'p1', orderId: 'o1', quantity: 2, reason: 'expired' } },
    ]);
    expect(state).toMatchObject({ version: 1 });
    givenEvents(productDecider, [created(null)])
      .when({ type: 'UpdateProduct', fields: changed, actor: admin, version: 1 })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...changed } }]);
  });

  it("lets an admin edit a supplier's product, keeping the supplier's brand", () => {
    const changed = { ...fields, brand: 'Gỗ Minh Long', totalStock: 3 };
    givenEvents(productDecider, [created('s1', 'Gỗ Minh Long')])
      .when({ type: 'UpdateProduct', fields: changed, actor: admin })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...changed } }]);
  });

  it("refuses a supplier touching another supplier's product", () => {
    givenEvents(productDecider, [created('s1', 'Gỗ Minh Long')])
      .when({ type: 'UpdateProduct', fields, actor: otherSupplier })
      .thenRejects({ name: 'Forbidden', status: 403, message: productMessages.notYours });
    givenEvents(productDecider, [created('s1', 'Gỗ Minh Long')])
      .when({ type: 'DeleteProduct', actor: otherSupplier })
      .thenRejects({ name: 'Forbidden', status: 403 });
  });

  it("refuses a supplier touching the house's products", () => {
    givenEvents(productDecider, [created(null)])
      .when({ type: 'DeleteProduct', actor: supplier })
      .thenRejects({ name: 'Forbidden', status: 403 });
  });

  it('deletes a product; after that it is not found', () => {
    givenEvents(productDecider, [created(null)])
      .when({ type: 'DeleteProduct', actor: admin })
      .then([{ type: 'ProductDeleted', data: { productId: 'p1' } }]);
    const deleted: ProductEvent = { type: 'ProductDeleted', data: { productId: 'p1' } };
    givenEvents(productDecider, [created(null), deleted])
      .when({ type: 'UpdateProduct', fields, actor: admin })
      .thenRejects({ name: 'NotFound', status: 404, message: productMessages.notFound });
    givenEvents(productDecider, [created(null), deleted])
      .when({ type: 'DeleteProduct', actor: admin })
      .thenRejects({ name: 'NotFound', status: 404 });
  });

  it('lets the admin alone put a product in the showroom and take it off; the same choice again changes nothing', () => {
    const featured = (on: boolean): ProductEvent => ({
      type: 'ProductFeatured',
      data: { productId: 'p1', featured: on },
    });
    givenEvents(productDecider, [created('s1', 'Gỗ Minh Long')])
      .when({ type: 'FeatureProduct', featured: true, actor: admin })
      .then([featured(true)]);
    givenEvents(productDecider, [created(null), featured(true)])
      .when({ type: 'FeatureProduct', featured: true, actor: admin })
      .then([]);
    givenEvents(productDecider, [created(null), featured(true)])
      .when({ type: 'FeatureProduct', featured: false, actor: admin })
      .then([featured(false)]);
    // A supplier cannot put even its own product there.
    givenEvents(productDecider, [created('s1', 'Gỗ Minh Long')])
      .when({ type: 'FeatureProduct', featured: true, actor: supplier })
      .thenRejects({ name: 'Forbidden', status: 403 });
    givenEvents(productDecider, [created(null), { type: 'ProductDeleted', data: { productId: 'p1' } }])
      .when({ type: 'FeatureProduct', featured: true, actor: admin })
      .thenRejects({ name: 'NotFound', status: 404 });
  });

  it('keeps a featured product featured through an edit', () => {
    const changed = { ...fields, priceCents: 400000 };
    givenEvents(productDecider, [created(null), { type: 'ProductFeatured', data: { productId: 'p1', featured: true } }])
      .when({ type: 'UpdateProduct', fields: changed, actor: admin })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...changed } }]);
  });

  it('answers not found for a product that never existed', () => {
    givenEvents(productDecider, [])
      .when({ type: 'UpdateProduct', fields, actor: admin })
      .thenRejects({ name: 'NotFound', status: 404 });
  });

  describe('stock', () => {
    const expiresAt = '2026-11-21T10:15:00.000Z';
    const reserved = (orderId: string, quantity: number): ProductEvent => ({
      type: 'StockReserved',
      data: { productId: 'p1', orderId, quantity, expiresAt },
    });
    const reserve = (orderId: string, quantity: number) => ({
      type: 'ReserveStock' as const,
      productId: 'p1',
      orderId,
      quantity,
      expiresAt,
    });

    it('holds units for an order while enough can be sold, once per order', () => {
      const given = givenEvents(productDecider, [created(null), reserved('o1', 5)]);
      given.when(reserve('o2', 2)).then([reserved('o2', 2)]);
      given.when(reserve('o1', 5)).then([]);
      given.when(reserve('o2', 3)).thenRejects({ status: 400, message: orderMessages.outOfStock('Bàn gỗ sồi', 2) });
      expect(availableToSell(given.state)).toBe(2);
    });

    it('names a deleted product and says 404 for one that never existed', () => {
      const deleted: ProductEvent = { type: 'ProductDeleted', data: { productId: 'p1' } };
      givenEvents(productDecider, [created(null), deleted])
        .when(reserve('o1', 1))
        .thenRejects({ status: 400, message: orderMessages.productGone('Bàn gỗ sồi') });
      givenEvents(productDecider, []).when(reserve('o1', 1)).thenRejects({ status: 404 });
    });

    it('commits: the units leave the stock on hand; releases: they are for sale again; each once', () => {
      const commit = { type: 'CommitStock' as const, productId: 'p1', orderId: 'o1' };
      const release = { type: 'ReleaseStock' as const, productId: 'p1', orderId: 'o2', reason: 'expired' as const };
      const committed: ProductEvent = { type: 'StockCommitted', data: { productId: 'p1', orderId: 'o1', quantity: 3 } };
      const released: ProductEvent = {
        type: 'StockReleased',
        data: { productId: 'p1', orderId: 'o2', quantity: 2, reason: 'expired' },
      };
      const held = [created(null), reserved('o1', 3), reserved('o2', 2)];
      givenEvents(productDecider, held).when(commit).then([committed]);
      givenEvents(productDecider, held).when(release).then([released]);
      const after = givenEvents(productDecider, [...held, committed, released]);
      after.when(commit).then([]);
      after.when(release).then([]);
      expect(after.state).toMatchObject({ totalStock: 4, reservations: {} });
      expect(availableToSell(after.state)).toBe(4);
    });

    it('keeps an edit from setting the stock on hand below what is held', () => {
      givenEvents(productDecider, [created(null), reserved('o1', 5)])
        .when({ type: 'UpdateProduct', fields: { ...fields, totalStock: 4 }, actor: admin })
        .thenRejects({ status: 400, message: productMessages.belowReserved(5) });
    });
  });
});

describe('a bulky product (decisions §35)', () => {
  const { gallery: _g, specs: _s, ...plain } = fields;

  it('is marked bulky by an edit, keeps it when an edit leaves it out, and loses it when unmarked', () => {
    const bulky = givenEvents(productDecider, [created(null)]).when({
      type: 'UpdateProduct',
      fields: { ...plain, bulky: true },
      actor: admin,
    });
    bulky.then([{ type: 'ProductUpdated', data: { productId: 'p1', ...fields, bulky: true } }]);
    const marked: ProductEvent = { type: 'ProductUpdated', data: { productId: 'p1', ...fields, bulky: true } };
    expect(givenEvents(productDecider, [created(null), marked]).state).toMatchObject({ bulky: true });
    givenEvents(productDecider, [created(null), marked])
      .when({ type: 'UpdateProduct', fields: plain, actor: admin })
      .then([]);
    givenEvents(productDecider, [created(null), marked])
      .when({ type: 'UpdateProduct', fields: { ...plain, bulky: false }, actor: admin })
      .then([{ type: 'ProductUpdated', data: { productId: 'p1', ...fields, bulky: false } }]);
  });

  it('is not bulky when created without the flag (products from before it too)', () => {
    expect(givenEvents(productDecider, [created(null)]).state).not.toHaveProperty('bulky', true);
  });
});
