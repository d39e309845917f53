import { bannersProjection } from './banners';
import { recorded } from './recorded';
import { imagesProjection } from './images';
import { reviewsProjection } from './reviews';
import { usersProjection } from './users';

const at = recorded;

describe('reviews projection', () => {
  it('keeps one document per person and product, text exactly as written', () => {
    const event = at({
      type: 'ReviewAdded',
      data: { productId: 'p1', userId: 'u1', userName: 'Lan', reviewMessage: '<script>x</script> tốt', reviewValue: 4 },
    });
    expect(reviewsProjection.documentId(event)).toBe('p1-u1');
    expect(reviewsProjection.evolve(null, event)).toEqual({
      _id: 'p1-u1',
      productId: 'p1',
      userId: 'u1',
      userName: 'Lan',
      reviewMessage: '<script>x</script> tốt',
      reviewValue: 4,
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });
});

describe('banners projection', () => {
  it('adds a banner and removes it when deleted', () => {
    const added = bannersProjection.evolve(
      null,
      at({ type: 'BannerAdded', data: { bannerId: 'b1', image: '/uploads/b.png' } }),
    );
    expect(added).toEqual({ _id: 'b1', image: '/uploads/b.png', createdAt: '2026-11-21T10:00:00.000Z' });
    expect(bannersProjection.evolve(added, at({ type: 'BannerDeleted', data: { bannerId: 'b1' } }))).toBeNull();
  });
});

describe('images projection', () => {
  it('records an upload, then its card rendition', () => {
    const uploaded = imagesProjection.evolve(
      null,
      at({ type: 'ImageUploaded', data: { hash: 'h1', url: '/uploads/h1.png', contentType: 'image/png', size: 10 } }),
    );
    expect(uploaded).toMatchObject({ _id: 'h1', cardUrl: null });
    expect(
      imagesProjection.evolve(
        uploaded,
        at({
          type: 'ImageRenditionMade',
          data: { hash: 'h1', url: '/uploads/h1.png', cardUrl: '/uploads/h1-card.webp' },
        }),
      ),
    ).toMatchObject({ _id: 'h1', url: '/uploads/h1.png', cardUrl: '/uploads/h1-card.webp' });
  });
});

describe('users projection: supplier profiles', () => {
  it("keeps a supplier's latest profile", () => {
    const user = usersProjection.evolve(
      null,
      at({
        type: 'UserRegistered',
        data: {
          userId: 'u1',
          userName: 'Gỗ Minh Long',
          email: 'ml@example.vn',
          passwordHash: 'h',
          role: 'supplier',
          registeredAt: '2026-11-21T10:00:00.000Z',
        },
      }),
    );
    const first = usersProjection.evolve(
      user,
      at({
        type: 'SupplierProfileUpdated',
        data: { userId: 'u1', logo: '/uploads/l.png', background: '/uploads/b.png', contactInfo: 'Đồng Kỵ, Bắc Ninh' },
      }),
    );
    // The first profiles' background was a picture: no story.
    expect(first?.supplierProfile).toEqual({
      logo: '/uploads/l.png',
      background: '',
      contactInfo: 'Đồng Kỵ, Bắc Ninh',
    });
    const updated = usersProjection.evolve(
      first,
      at({
        type: 'SupplierProfileSaved',
        data: { userId: 'u1', logo: '/uploads/l.png', story: 'Ba đời thợ mộc.', contactInfo: 'Đồng Kỵ, Bắc Ninh' },
      }),
    );
    expect(updated?.supplierProfile).toEqual({
      logo: '/uploads/l.png',
      background: 'Ba đời thợ mộc.',
      contactInfo: 'Đồng Kỵ, Bắc Ninh',
    });
    expect(updated).not.toHaveProperty('passwordHash');
  });
});
