import {
  emptySpecs,
  findVariant,
  reservedOfVariant,
  type ProductEvent,
  type ProductFields,
  type ProductVariant,
} from '@tavico/contracts';
import { evolveReservations, reservedQuantity, returnedKey, type Reservations } from '../stock/stock';

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
      /** The returns whose units came back (issue 30): each comes back once. */
      returnsIn?: string[];
      /** Each variant's stock as staff last set it (SKU → units), as `stockAsSet` is the product's. */
      variantStockAsSet: Readonly<Record<string, number>>;
    } & ProductFields);

/** The variants, or none: an empty list is no variants (the product is its one default variant). */
const withVariants = <T extends { variants?: ProductVariant[] }>(fields: T): T => {
  if (fields.variants?.length) return fields;
  const { variants: _none, ...rest } = fields;
  return rest as T;
};

const stockAsSetOf = (
  variants: readonly ProductVariant[] | undefined,
  before: Record<string, number> = {},
  was: readonly ProductVariant[] = [],
) =>
  Object.fromEntries(
    (variants ?? []).map((v) => {
      const old = was.find((w) => w.sku === v.sku);
      // As for the product's own: an edit that leaves a variant's stock as it is did not set it.
      return [v.sku, old && old.totalStock === v.totalStock && v.sku in before ? before[v.sku]! : v.totalStock];
    }),
  );

/** A sale of `quantity` units of a variant (none named: the default one) leaves its stock on hand. */
const sold = (variants: ProductVariant[], sku: string | undefined, quantity: number): ProductVariant[] => {
  const variant = findVariant(variants, sku);
  return variants.map((v) => (v === variant ? { ...v, totalStock: Math.max(0, v.totalStock - quantity) } : v));
};

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
        variantStockAsSet: stockAsSetOf(fields.variants),
        ...withVariants(fields),
        gallery: fields.gallery ?? [],
        specs: { ...emptySpecs, ...fields.specs },
      };
    }
    case 'ProductUpdated': {
      if (state.status === 'none') return state;
      const { productId: _id, ...fields } = event.data;
      const { variants: _was, ...before } = state;
      return {
        ...withVariants({ ...before, variants: fields.variants ?? state.variants }),
        ...withVariants(fields),
        variantStockAsSet: stockAsSetOf(fields.variants ?? state.variants, state.variantStockAsSet, state.variants),
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
            ...(state.variants ? { variants: sold(state.variants, event.data.sku, event.data.quantity) } : {}),
            reservations: evolveReservations(state.reservations, event),
            version: state.version + 1,
          };
    case 'StockReturned':
      return state.status === 'none'
        ? state
        : {
            ...state,
            totalStock: state.totalStock + event.data.quantity,
            ...(state.variants ? { variants: sold(state.variants, event.data.sku, -event.data.quantity) } : {}),
            returnsIn: [...(state.returnsIn ?? []), returnedKey(event.data)],
            version: state.version + 1,
          };
  }
}

/**
 * What can still be sold (decisions §5): stock on hand minus what unpaid orders hold; of one
 * variant when the product has variants (no SKU: the default one, the first).
 */
export const availableToSell = (state: ProductState, sku?: string): number => {
  if (state.status !== 'active') return 0;
  if (!state.variants) return Math.max(0, state.totalStock - reservedQuantity(state.reservations));
  const variant = findVariant(state.variants, sku);
  if (!variant) return 0;
  const reserved = reservedOfVariant(state.reservations, variant.sku, variant === state.variants[0]);
  return Math.max(0, variant.totalStock - reserved);
};
