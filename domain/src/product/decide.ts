import {
  Conflict,
  Forbidden,
  NotFound,
  ValidationError,
  houseBrand,
  orderMessages,
  productMessages,
  emptySpecs,
  type ProductEvent,
  type ProductInput,
  type Role,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { decideStock, reservedQuantity, type StockCommand } from '../stock/stock';
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
/** Holds units for an order being placed, until it is paid or expiresAt passes. */
export type ReserveStock = {
  type: 'ReserveStock';
  productId: string;
  orderId: string;
  quantity: number;
  expiresAt: string;
};
/** The admin puts the product in the home page's showroom, or takes it off. */
export type FeatureProduct = { type: 'FeatureProduct'; featured: boolean; actor: ProductActor };
export type ProductCommand =
  CreateProduct | UpdateProduct | DeleteProduct | FeatureProduct | ReserveStock | StockCommand;

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

export function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.type) {
    case 'CreateProduct': {
      if (state.status !== 'none') throw new Conflict(productMessages.exists);
      const { actor } = command;
      if (actor.role !== 'admin' && actor.role !== 'supplier') throw new Forbidden();
      const brand = brandFor(actor, command.fields.brand, null);
      return [
        {
          type: 'ProductCreated',
          data: {
            productId: command.productId,
            postedBy: actor.role === 'supplier' ? actor.id : null,
            ...command.fields,
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
      const fields = {
        ...command.fields,
        totalStock: stockUntouched ? product.totalStock : command.fields.totalStock,
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
      if (state.reservations[command.orderId]) return [];
      const available = availableToSell(state);
      if (command.quantity > available) throw new ValidationError(orderMessages.outOfStock(state.title, available));
      const { orderId, quantity, expiresAt } = command;
      return [{ type: 'StockReserved', data: { productId: state.productId, orderId, quantity, expiresAt } }];
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
  name: 'product@5',
  initialState,
  evolve,
  decide,
};
