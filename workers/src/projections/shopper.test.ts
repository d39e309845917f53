import { addressesProjection } from './addresses';
import { cartsProjection } from './carts';
import { fold, recorded } from './recorded';

describe('carts projection', () => {
  it('keeps the lines as added, changed and removed', () => {
    const events = [
      recorded({ type: 'CartItemAdded', data: { userId: 'u1', productId: 'p1', quantity: 2 } }),
      recorded({ type: 'CartItemAdded', data: { userId: 'u1', productId: 'p2', quantity: 1 } }),
      recorded({ type: 'CartItemAdded', data: { userId: 'u1', productId: 'p1', quantity: 1 } }),
      recorded({ type: 'CartItemQuantityChanged', data: { userId: 'u1', productId: 'p2', quantity: 4 } }),
      recorded({ type: 'CartItemRemoved', data: { userId: 'u1', productId: 'p1' } }),
    ];
    const cart = fold(cartsProjection, events);
    expect(cart).toEqual({ _id: 'u1', userId: 'u1', items: [{ productId: 'p2', quantity: 4 }] });
    expect(cartsProjection.documentId(events[0])).toBe('u1');
  });
});

describe('addresses projection', () => {
  it('keeps one document per address, updated and removed', () => {
    const fields = { address: '1 Hàng Gai', city: 'Hà Nội', pincode: '100000', phone: '0912345678', notes: 'x' };
    const added = addressesProjection.evolve(
      null,
      recorded({ type: 'AddressAdded', data: { userId: 'u1', addressId: 'a1', ...fields } }),
    );
    expect(added).toEqual({ _id: 'a1', userId: 'u1', ...fields, createdAt: '2026-11-21T10:00:00.000Z' });
    const updated = addressesProjection.evolve(
      added,
      recorded({ type: 'AddressUpdated', data: { userId: 'u1', addressId: 'a1', ...fields, city: 'Huế' } }),
    );
    expect(updated).toMatchObject({ _id: 'a1', city: 'Huế' });
    expect(
      addressesProjection.evolve(
        updated,
        recorded({ type: 'AddressDeleted', data: { userId: 'u1', addressId: 'a1' } }),
      ),
    ).toBeNull();
  });
});
