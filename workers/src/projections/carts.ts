import { collections, type CartDocument } from '@tavico/contracts';
import type { Projection } from '../projection';

/** Each person's cart lines; the query side joins the products' current details. */
export const cartsProjection: Projection<CartDocument> = {
  name: 'carts',
  collection: collections.carts,
  handles: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCheckedOut'],
  documentId: (event) => ('userId' in event.data ? event.data.userId : null),
  evolve(cart, event) {
    if (!('userId' in event.data)) return cart;
    const { userId } = event.data;
    const current = cart ?? { _id: userId, userId, items: [] };
    switch (event.type) {
      case 'CartItemAdded': {
        const { productId, quantity } = event.data;
        const items = current.items.some((i) => i.productId === productId)
          ? current.items.map((i) => (i.productId === productId ? { ...i, quantity: i.quantity + quantity } : i))
          : [...current.items, { productId, quantity }];
        return { _id: userId, userId, items };
      }
      case 'CartItemQuantityChanged': {
        const { productId, quantity } = event.data;
        return {
          _id: userId,
          userId,
          items: current.items.map((i) => (i.productId === productId ? { ...i, quantity } : i)),
        };
      }
      case 'CartItemRemoved':
        return { _id: userId, userId, items: current.items.filter((i) => i.productId !== event.data.productId) };
      case 'CartCheckedOut': {
        const bought = event.data.productIds;
        return { _id: userId, userId, items: current.items.filter((i) => !bought.includes(i.productId)) };
      }
      default:
        return cart;
    }
  },
};
