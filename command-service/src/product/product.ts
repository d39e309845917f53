import type { ProductEvent, ProductFields } from '@tavico/contracts';

export type ProductState =
  { status: 'none' } | ({ status: 'active' | 'deleted'; productId: string; postedBy: string | null } & ProductFields);

export const initialState: ProductState = { status: 'none' };

export function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, postedBy, ...fields } = event.data;
      return { status: 'active', productId, postedBy, ...fields };
    }
    case 'ProductUpdated': {
      if (state.status === 'none') return state;
      const { productId: _id, ...fields } = event.data;
      return { ...state, ...fields };
    }
    case 'ProductDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
  }
}

/** What can still be sold (decisions §5); reservations come off this once checkout exists. */
export const availableToSell = (state: ProductState): number => (state.status === 'active' ? state.totalStock : 0);
