import {
  Conflict,
  Forbidden,
  NotFound,
  ValidationError,
  houseBrand,
  orderMessages,
  productMessages,
  emptySpecs,
  findVariant,
  optionsText,
  reservationKey,
  reservedOfVariant,
  variantMessages,
  variantSummary,
  type ProductEvent,
  type ProductVariant,
  type ProductInput,
  type Role,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { decideStock, reservedQuantity, returnedKey, type ReturnStock, type StockCommand } from '../stock/stock';
import { availableToSell, evolve, initialState, type ProductState } from './product';

/** Who asks: admins manage every product, suppliers only those they posted. */
export interface ProductActor {
  id: string;
  role: Role;
  userName: string;
}

export type CreateProduct = { type: 'CreateProduct'; productId: string; fields: ProductInput; actor: ProductActor };
/**
 * `version`: the product's version the form was loaded at; a later change refuses the edit.
 * Without it, a `totalStock` equal to the stock as staff last set it is taken as untouched: the
 * stock on hand stays as sales left it. Fields left out (the gallery, a specification) keep what
 * the product has.
 */
export type UpdateProduct = { type: 'UpdateProduct'; fields: ProductInput; actor: ProductActor; version?: number };
export type DeleteProduct = { type: 'DeleteProduct'; actor: ProductActor };
/**
 * Holds units for an order being placed, until it is paid or expiresAt passes: of the variant
 * `sku` names (none: the default variant, the first when the product has variants).
 */
export type ReserveStock = {
  type: 'ReserveStock';
  productId: string;
  orderId: string;
  quantity: number;
  expiresAt: string;
  sku?: string;
};
/** The admin puts the product in the home page's showroom, or takes it off. */
export type FeatureProduct = { type: 'FeatureProduct'; featured: boolean; actor: ProductActor };
export type ProductCommand =
  CreateProduct | UpdateProduct | DeleteProduct | FeatureProduct | ReserveStock | StockCommand | ReturnStock;

function existing(state: ProductState, actor: ProductActor) {
  if (state.status !== 'active') throw new NotFound(productMessages.notFound);
  if (actor.role === 'supplier' && state.postedBy !== actor.id) throw new Forbidden(productMessages.notYours);
  if (actor.role !== 'supplier' && actor.role !== 'admin') throw new Forbidden();
  return state;
}

/**
 * A supplier's products carry the supplier's own brand; an admin's carry the house brand, or
 * keep the brand they already have (a supplier's product edited by an admin stays theirs).
 */
function brandFor(actor: ProductActor, requested: string, current: string | null): string {
  if (actor.role === 'supplier') return actor.userName;
  if (requested === houseBrand.id || requested === current) return requested;
  throw new ValidationError(productMessages.brandNotAllowed);
}

type Active = Extract<ProductState, { status: 'active' | 'deleted' }>;

/**
 * The variants an edit leaves (left out: the product's own; an empty list: none), each with its
 * stock kept as sales left it when the form sent back the one staff last set, and none below what
 * unpaid orders hold of it, nor one taken away while they hold it.
 */
function editedVariants(product: Active, sent: ProductVariant[] | undefined, version: number | undefined) {
  const current = product.variants ?? [];
  const next = sent === undefined ? product.variants : sent.length ? sent : undefined;
  const held = (v: ProductVariant, i: number) => reservedOfVariant(product.reservations, v.sku, i === 0);
  const kept = new Set((next ?? []).map((v) => v.sku));
  current.forEach((v, i) => {
    const reserved = held(v, i);
    if (!kept.has(v.sku) && reserved > 0) throw new ValidationError(variantMessages.belowReserved(v.sku, reserved));
  });
  return next?.map((v, i) => {
    const was = current.find((c) => c.sku === v.sku);
    const untouched = version === undefined && was && product.variantStockAsSet[v.sku] === v.totalStock;
    const totalStock = untouched ? was.totalStock : v.totalStock;
    const reserved = held(v, i);
    if (totalStock < reserved) throw new ValidationError(variantMessages.belowReserved(v.sku, reserved));
    return { ...v, totalStock };
  });
}

export function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.type) {
    case 'CreateProduct': {
      if (state.status !== 'none') throw new Conflict(productMessages.exists);
      const { actor } = command;
      if (actor.role !== 'admin' && actor.role !== 'supplier') throw new Forbidden();
      const brand = brandFor(actor, command.fields.brand, null);
      const { variants: sent, ...created } = command.fields;
      const variants = sent?.length ? sent : undefined;
      return [
        {
          type: 'ProductCreated',
          data: {
            productId: command.productId,
            postedBy: actor.role === 'supplier' ? actor.id : null,
            ...created,
            // With variants, the product's prices and stock are theirs (whatever the request said).
            ...(variants ? { ...variantSummary(variants), variants } : {}),
            gallery: command.fields.gallery ?? [],
            specs: { ...emptySpecs, ...command.fields.specs },
            brand,
          },
        },
      ];
    }
    case 'UpdateProduct': {
      const product = existing(state, command.actor);
      if (command.version !== undefined && command.version !== product.version)
        throw new Conflict(productMessages.changedSince);
      const brand = brandFor(command.actor, command.fields.brand, product.brand);
      // A form sent without a version may have been loaded before a sale: if its stock is the one
      // staff last set, it was not edited, and writing it back would undo the sales since.
      const stockUntouched = command.version === undefined && command.fields.totalStock === product.stockAsSet;
      const variants = editedVariants(product, command.fields.variants, command.version);
      const { variants: _sent, ...sentFields } = command.fields;
      // Variants set the prices and the stock; an empty list takes them away (recorded as such).
      const stock = variants
        ? { ...variantSummary(variants), variants }
        : {
            totalStock: stockUntouched ? product.totalStock : command.fields.totalStock,
            ...(product.variants ? { variants: [] } : {}),
          };
      const fields = {
        ...sentFields,
        ...stock,
        brand,
        gallery: command.fields.gallery ?? product.gallery,
        specs: { ...product.specs, ...command.fields.specs },
      };
      const reserved = reservedQuantity(product.reservations);
      if (fields.totalStock < reserved) throw new ValidationError(productMessages.belowReserved(reserved));
      const {
        status: _s,
        productId,
        postedBy: _p,
        reservations: _r,
        version: _v,
        featured: _f,
        stockAsSet: _a,
        variantStockAsSet: _vs,
        ...current
      } = product;
      if (JSON.stringify(current) === JSON.stringify({ ...current, ...fields })) return [];
      return [{ type: 'ProductUpdated', data: { productId, ...fields } }];
    }
    case 'DeleteProduct': {
      const product = existing(state, command.actor);
      return [{ type: 'ProductDeleted', data: { productId: product.productId } }];
    }
    case 'FeatureProduct': {
      // The showroom is the house's shop window: the admin chooses, suppliers cannot.
      if (command.actor.role !== 'admin') throw new Forbidden();
      if (state.status !== 'active') throw new NotFound(productMessages.notFound);
      if (state.featured === command.featured) return [];
      return [{ type: 'ProductFeatured', data: { productId: state.productId, featured: command.featured } }];
    }
    case 'ReserveStock': {
      if (state.status === 'none') throw new NotFound(productMessages.notFound);
      if (state.status === 'deleted') throw new ValidationError(orderMessages.productGone(state.title));
      const variant = state.variants ? findVariant(state.variants, command.sku) : undefined;
      if ((state.variants && !variant) || (!state.variants && command.sku))
        throw new NotFound(variantMessages.notFound(command.sku ?? ''));
      const sku = variant?.sku;
      if (state.reservations[reservationKey(command.orderId, sku)]) return [];
      const available = availableToSell(state, sku);
      const title = variant ? `${state.title} (${optionsText(variant.options) || variant.sku})` : state.title;
      if (command.quantity > available) throw new ValidationError(orderMessages.outOfStock(title, available));
      const { orderId, quantity, expiresAt } = command;
      return [
        {
          type: 'StockReserved',
          data: { productId: state.productId, orderId, quantity, expiresAt, ...(sku ? { sku } : {}) },
        },
      ];
    }
    case 'ReturnStock': {
      // A deleted product takes its units back too: the stock is real, whether it is on sale or not.
      if (state.status === 'none' || state.returnsIn?.includes(returnedKey(command))) return [];
      const { orderId, returnId, quantity, sku } = command;
      return [
        {
          type: 'StockReturned',
          data: { productId: state.productId, orderId, returnId, quantity, ...(sku ? { sku } : {}) },
        },
      ];
    }
    case 'ReleaseStock':
    case 'CommitStock':
      return state.status === 'none' ? [] : decideStock(command, state.reservations);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const productDecider: Decider<ProductState, ProductCommand, ProductEvent> = {
  // 2: the state counts its version (snapshots of 1 have none); 3: it has a gallery and specifications;
  // 4: it knows whether the product is featured; 5: it remembers the stock as staff last set it.
  // 6: its variants, each with its own stock and reservations (issue 30).
  name: 'product@6',
  initialState,
  evolve,
  decide,
};
