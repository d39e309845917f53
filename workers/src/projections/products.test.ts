import { emptySpecs, type ProductDocument, type ProductFields } from '@tavico/contracts';
import { productsProjection } from './products';
import { recorded } from './recorded';

const at = recorded;
const fields: ProductFields = {
  title: 'Bàn gỗ Đỏ',
  description: 'Mặt đá',
  category: 'ban',
  brand: 'noi-that-tavico',
  image: '/i.svg',
  priceCents: 100000,
  salePriceCents: 80000,
  totalStock: 3,
  gallery: [],
  specs: emptySpecs,
};

describe('products projection', () => {
  const created = at({ type: 'ProductCreated', data: { productId: 'p1', postedBy: null, ...fields } });

  it('makes a listing document with the effective price and folded search text', () => {
    const doc = productsProjection.evolve(null, created) as ProductDocument;
    expect(doc).toMatchObject({
      _id: 'p1',
      effectivePriceCents: 80000,
      titleFolded: 'ban go do',
      averageReview: 0,
      reviewCount: 0,
    });
    expect(doc.searchFolded).toContain('mat da');
    expect(doc.searchFolded).toContain('ban'); // the category's label, folded
  });

  it('keeps ratings and creation time through an update, and uses the full price when the sale ends', () => {
    const doc = {
      ...(productsProjection.evolve(null, created) as ProductDocument),
      averageReview: 4.5,
      reviewCount: 2,
    };
    const updated = productsProjection.evolve(
      doc,
      at(
        { type: 'ProductUpdated', data: { productId: 'p1', ...fields, salePriceCents: null, title: 'Bàn mới' } },
        '2026-11-22T00:00:00.000Z',
      ),
    ) as ProductDocument;
    expect(updated).toMatchObject({
      title: 'Bàn mới',
      effectivePriceCents: 100000,
      averageReview: 4.5,
      reviewCount: 2,
    });
    expect(updated.createdAt).toBe('2026-11-21T10:00:00.000Z');
    expect(updated.updatedAt).toBe('2026-11-22T00:00:00.000Z');
  });

  it('keeps the exact average and count as reviews arrive, and ignores reviews of a removed product', () => {
    const review = (userId: string, reviewValue: number) =>
      at({
        type: 'ReviewAdded',
        data: { productId: 'p1', userId, userName: userId, reviewMessage: 'ok', reviewValue },
      });
    let doc = productsProjection.evolve(null, created);
    for (const [user, value] of [
      ['u1', 5],
      ['u2', 4],
      ['u3', 4],
    ] as const) {
      doc = productsProjection.evolve(doc, review(user, value));
    }
    expect(doc).toMatchObject({ reviewCount: 3, reviewTotal: 13 });
    expect((doc as ProductDocument).averageReview).toBeCloseTo(13 / 3, 10);
    expect(productsProjection.evolve(null, review('u4', 1))).toBeNull();
  });

  it('removes a deleted product', () => {
    const doc = productsProjection.evolve(null, created);
    expect(productsProjection.evolve(doc, at({ type: 'ProductDeleted', data: { productId: 'p1' } }))).toBeNull();
  });

  it('puts a product in the showroom with the time it was chosen, and takes it off again', () => {
    const doc = productsProjection.evolve(null, created) as ProductDocument;
    expect(doc).toMatchObject({ featured: false, featuredAt: null });
    const feature = (featured: boolean, time: string) =>
      at({ type: 'ProductFeatured', data: { productId: 'p1', featured } }, time);
    const shown = productsProjection.evolve(doc, feature(true, '2026-11-23T08:00:00.000Z')) as ProductDocument;
    expect(shown).toMatchObject({ featured: true, featuredAt: '2026-11-23T08:00:00.000Z', title: fields.title });
    // Choosing it is not an edit of what the staff form shows.
    expect(shown.updatedAt).toBe(doc.updatedAt);
    const edited = productsProjection.evolve(
      shown,
      at(
        { type: 'ProductUpdated', data: { productId: 'p1', ...fields, title: 'Bàn mới' } },
        '2026-11-24T00:00:00.000Z',
      ),
    ) as ProductDocument;
    expect(edited).toMatchObject({ featured: true, featuredAt: '2026-11-23T08:00:00.000Z', title: 'Bàn mới' });
    const hidden = productsProjection.evolve(edited, feature(false, '2026-11-25T00:00:00.000Z')) as ProductDocument;
    expect(hidden).toMatchObject({ featured: false, featuredAt: null, featuredOrder: null });
  });

  it('orders two choices made within one millisecond by their place in the log', () => {
    const doc = productsProjection.evolve(null, created) as ProductDocument;
    const same = '2026-11-23T08:00:00.000Z';
    const first = at({ type: 'ProductFeatured', data: { productId: 'p1', featured: true } }, same);
    const second = at({ type: 'ProductFeatured', data: { productId: 'p1', featured: true } }, same);
    const a = productsProjection.evolve(doc, first) as ProductDocument;
    const b = productsProjection.evolve(doc, second) as ProductDocument;
    expect(a.featuredAt).toBe(b.featuredAt);
    expect(b.featuredOrder).toBeGreaterThan(a.featuredOrder ?? Infinity);
  });
});
