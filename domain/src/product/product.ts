import { emptySpecs, type ProductEvent, type ProductFields } from '@tavico/contracts';
import { evolveReservations, reservedQuantity, type Reservations } from '../stock/stock';

/**
 * totalStock is the stock on hand; reservations are the units held for unpaid orders. `version`
 * counts the changes to what the staff form shows (the details and the stock on hand: a sale
 * counts, a reservation does not), so an edit made on a form loaded before one can be refused.
 * `stockAsSet` is the stock on hand as staff last set it (at creation, or by an edit that changed
 * it); sales lower totalStock but not it, so an edit without a version that sends it back
 * unchanged is known not to be about the stock.
 */
export type ProductState =
  | { status: 'none' }
  | ({
      status: 'active' | 'deleted';
      productId: string;
      postedBy: string | null;
      reservations: Reservations;
      version: number;
      stockAsSet: number;
      /** In the home page's showroom (the admin's choice). */
      featured: boolean;
    } & ProductFields);

export const initialState: ProductState = { status: 'none' };

export function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, postedBy, ...fields } = event.data;
      // Products added before pictures and specifications had none.
      return {
        status: 'active',
        productId,
        postedBy,
        reservations: {},
        version: 1,
        featured: false,
        stockAsSet: fields.totalStock,
        ...fields,
        gallery: fields.gallery ?? [],
        specs: { ...emptySpecs, ...fields.specs },
      };
    }
    case 'ProductUpdated': {
      if (state.status === 'none') return state;
      const { productId: _id, ...fields } = event.data;
      return {
        ...state,
        ...fields,
        gallery: fields.gallery ?? state.gallery,
        specs: { ...state.specs, ...fields.specs },
        version: state.version + 1,
        // An edit that leaves the stock on hand as it is did not set it (decide kept it).
        stockAsSet: fields.totalStock === state.totalStock ? state.stockAsSet : fields.totalStock,
      };
    }
    case 'ProductDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    case 'ProductFeatured':
      return state.status === 'none' ? state : { ...state, featured: event.data.featured };
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
            version: state.version + 1,
          };
  }
}

/** What can still be sold (decisions §5): stock on hand minus what unpaid orders hold. */
export const availableToSell = (state: ProductState): number =>
  state.status === 'active' ? Math.max(0, state.totalStock - reservedQuantity(state.reservations)) : 0;
