import type { ProductEvent, ProductFields } from '@tavico/contracts';
import { evolveReservations, reservedQuantity, type Reservations } from '../stock/stock';

/** totalStock is the stock on hand; reservations are the units held for unpaid orders. */
export type ProductState =
  | { status: 'none' }
  | ({
      status: 'active' | 'deleted';
      productId: string;
      postedBy: string | null;
      reservations: Reservations;
    } & ProductFields);

export const initialState: ProductState = { status: 'none' };

export function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, postedBy, ...fields } = event.data;
      return { status: 'active', productId, postedBy, reservations: {}, ...fields };
    }
    case 'ProductUpdated': {
      if (state.status === 'none') return state;
      const { productId: _id, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'ProductDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'StockReserved':
    case 'StockReleased':
      return state.status === 'none'
        ? state
        : { ...state, reservations: evolveReservations(state.reservations, event) };
    case 'StockCommitted':
      // The paid units leave the stock on hand as their reservation ends.
      return state.status === 'none'
        ? state
        : {
            ...state,
            totalStock: Math.max(0, state.totalStock - event.data.quantity),
            reservations: evolveReservations(state.reservations, event),
          };
  }
}

/** What can still be sold (decisions §5): stock on hand minus what unpaid orders hold. */
export const availableToSell = (state: ProductState): number =>
  state.status === 'active' ? Math.max(0, state.totalStock - reservedQuantity(state.reservations)) : 0;
