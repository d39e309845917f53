import { addressesProjection } from './addresses';
import { bannersProjection } from './banners';
import { imagesProjection } from './images';
import { postsProjection } from './posts';
import { recorded } from './recorded';

/** Read models that fold with their aggregate's own evolve: what the aggregate has not, they drop. */
describe('projections folding with their aggregate', () => {
  const fields = { address: '1 Hàng Gai', city: 'Hà Nội', pincode: '100000', phone: '0912345678', notes: 'x' };

  it('keeps an address whole through an update, with when it was added', () => {
    const added = addressesProjection.evolve(
      null,
      recorded({ type: 'AddressAdded', data: { userId: 'u1', addressId: 'a1', ...fields } }),
    );
    const updated = addressesProjection.evolve(
      added,
      recorded(
        { type: 'AddressUpdated', data: { userId: 'u1', addressId: 'a1', ...fields, notes: 'gọi trước' } },
        '2026-11-22T10:00:00.000Z',
      ),
    );
    expect(updated).toEqual({
      _id: 'a1',
      userId: 'u1',
      ...fields,
      notes: 'gọi trước',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('writes nothing for an update or a removal of an address it does not have', () => {
    const update = recorded({ type: 'AddressUpdated', data: { userId: 'u1', addressId: 'a9', ...fields } });
    expect(addressesProjection.evolve(null, update)).toBeNull();
    const removal = recorded({ type: 'AddressDeleted', data: { userId: 'u1', addressId: 'a9' } });
    expect(addressesProjection.evolve(null, removal)).toBeNull();
  });

  it('writes nothing for the removal of a banner that is not up', () => {
    expect(bannersProjection.evolve(null, recorded({ type: 'BannerDeleted', data: { bannerId: 'b9' } }))).toBeNull();
  });

  it('drops a rendition of an image it has no upload of, and keeps the upload whole with one', () => {
    const rendition = recorded({
      type: 'ImageRenditionMade',
      data: { hash: 'h1', url: '/uploads/h1.png', cardUrl: '/uploads/h1-card.webp' },
    });
    expect(imagesProjection.evolve(null, rendition)).toBeNull();
    const uploaded = imagesProjection.evolve(
      null,
      recorded({
        type: 'ImageUploaded',
        data: { hash: 'h1', url: '/uploads/h1.png', contentType: 'image/png', size: 10 },
      }),
    );
    expect(imagesProjection.evolve(uploaded, rendition)).toEqual({
      _id: 'h1',
      url: '/uploads/h1.png',
      contentType: 'image/png',
      size: 10,
      cardUrl: '/uploads/h1-card.webp',
    });
  });

  it('writes nothing for the removal of a post it does not have', () => {
    expect(postsProjection.evolve(null, recorded({ type: 'PostDeleted', data: { postId: 'p9' } }))).toBeNull();
  });
});
