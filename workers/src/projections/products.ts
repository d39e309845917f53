import {
  categories,
  collections,
  effectivePriceCents,
  foldVietnamese,
  vietnameseSortKey,
  type ProductDocument,
  type ProductFields,
} from '@tavico/contracts';
import type { Projection } from '../projection';

const searchable = (fields: ProductFields) => ({
  titleFolded: foldVietnamese(fields.title),
  titleSortKey: vietnameseSortKey(fields.title),
  searchFolded: foldVietnamese(
    [
      fields.description,
      categories.find((c) => c.id === fields.category)?.label ?? fields.category,
      fields.category,
      fields.brand,
    ].join(' '),
  ),
  effectivePriceCents: effectivePriceCents(fields),
});

/** The catalogue as shoppers, admins and suppliers list it; deleted products leave it. */
export const productsProjection: Projection<ProductDocument> = {
  name: 'products',
  collection: collections.products,
  handles: [
    'ProductCreated',
    'ProductUpdated',
    'ProductDeleted',
    'ReviewAdded',
    'StockReserved',
    'StockReleased',
    'StockCommitted',
  ],
  documentId: (event) => ('productId' in event.data ? event.data.productId : null),
  evolve(product, event) {
    const time = event.metadata.time;
    switch (event.type) {
      case 'ProductCreated': {
        const { productId, postedBy, ...fields } = event.data;
        return {
          _id: productId,
          ...fields,
          ...searchable(fields),
          postedBy,
          reservedStock: 0,
          averageReview: 0,
          reviewCount: 0,
          reviewTotal: 0,
          createdAt: time,
          updatedAt: time,
        };
      }
      case 'ProductUpdated': {
        if (!product) return null;
        const { productId: _id, ...fields } = event.data;
        return { ...product, ...fields, ...searchable(fields), updatedAt: time };
      }
      case 'ProductDeleted':
        return null;
      case 'ReviewAdded': {
        if (!product) return null;
        const reviewCount = product.reviewCount + 1;
        const reviewTotal = product.reviewTotal + event.data.reviewValue;
        return { ...product, reviewCount, reviewTotal, averageReview: reviewTotal / reviewCount };
      }
      case 'StockReserved':
        return product && { ...product, reservedStock: product.reservedStock + event.data.quantity };
      case 'StockReleased':
        return product && { ...product, reservedStock: Math.max(0, product.reservedStock - event.data.quantity) };
      case 'StockCommitted': {
        if (!product) return null;
        const { quantity } = event.data;
        return {
          ...product,
          totalStock: Math.max(0, product.totalStock - quantity),
          reservedStock: Math.max(0, product.reservedStock - quantity),
        };
      }
      default:
        return product;
    }
  },
  // The listing filters by category or brand and sorts by effective price or title; the admin
  // and supplier lists sort by creation. Search scans folded text (no index serves a substring).
  indexes: [
    { keys: { category: 1, effectivePriceCents: 1, titleSortKey: 1 } },
    { keys: { category: 1, titleSortKey: 1 } },
    { keys: { brand: 1, effectivePriceCents: 1, titleSortKey: 1 } },
    { keys: { brand: 1, titleSortKey: 1 } },
    { keys: { effectivePriceCents: 1, titleSortKey: 1 } },
    { keys: { titleSortKey: 1 } },
    { keys: { postedBy: 1, createdAt: -1 } },
    { keys: { createdAt: -1 } },
    // The chat assistant's search index takes in the products changed since it last looked.
    { keys: { _position: 1 } },
  ],
};
