import { collections, type CartDocument, type CartEvent } from '@tavico/contracts';
import { evolveCart, type CartState } from '@tavico/domain';
import type { Projection } from '../projection';

/** Each person's cart lines, as the cart stream's own fold has them; the query side joins the products. */
export const cartsProjection: Projection<CartDocument> = {
  name: 'carts',
  collection: collections.carts,
  handles: ['CartItemAdded', 'CartItemQuantityChanged', 'CartItemRemoved', 'CartCheckedOut'],
  documentId: (event) => ('userId' in event.data ? event.data.userId : null),
  evolve(cart, event) {
    if (!('userId' in event.data)) return cart;
    const { userId } = event.data;
    // What was bought and by which orders is the write side's business: the lines are what shows.
    const state: CartState = { lines: cart?.items ?? [], purchased: [], checkedOut: [] };
    return { _id: userId, userId, items: evolveCart(state, event as CartEvent).lines };
  },
};
