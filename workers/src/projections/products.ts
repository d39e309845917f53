import {
  categories,
  collections,
  effectivePriceCents,
  emptySpecs,
  foldVietnamese,
  foldedWords,
  searchWords,
  productShortId,
  productSlug,
  vietnameseSortKey,
  type ProductDocument,
  type ProductEvent,
  type ProductFields,
} from '@tavico/contracts';
import { evolveProduct, reservedQuantity, type ProductState } from '@tavico/domain';
import type { Projection } from '../projection';

const searchable = (fields: ProductFields) => {
  const rest = [
    fields.description,
    categories.find((c) => c.id === fields.category)?.label ?? fields.category,
    fields.category,
    fields.brand,
  ].join(' ');
  return {
    titleFolded: foldVietnamese(fields.title),
    titleSortKey: vietnameseSortKey(fields.title),
    searchFolded: foldVietnamese(rest),
    titleWords: searchWords(fields.title),
    titleFoldedWords: foldedWords(fields.title),
    restWords: searchWords(rest),
    restFoldedWords: foldedWords(rest),
    effectivePriceCents: effectivePriceCents(fields),
  };
};

/** The product's own fold, read back from the document (deleted products have none). */
const stateOf = (doc: ProductDocument | null): ProductState =>
  doc
    ? {
        status: 'active',
        productId: doc._id,
        postedBy: doc.postedBy,
        reservations: doc.reservations ?? {},
        version: doc.version ?? 1,
        featured: doc.featured ?? false,
        // Only edits read it, on the command side; the catalogue needs none of it.
        stockAsSet: doc.totalStock,
        variantStockAsSet: Object.fromEntries((doc.variants ?? []).map((v) => [v.sku, v.totalStock])),
        title: doc.title,
        description: doc.description,
        category: doc.category,
        brand: doc.brand,
        image: doc.image,
        priceCents: doc.priceCents,
        salePriceCents: doc.salePriceCents,
        totalStock: doc.totalStock,
        gallery: doc.gallery ?? [],
        specs: { ...emptySpecs, ...doc.specs },
        ...(doc.bulky ? { bulky: true } : {}),
        ...(doc.variants?.length ? { variants: doc.variants } : {}),
      }
    : { status: 'none' };

/**
 * The catalogue as shoppers, admins and suppliers list it; deleted products leave it. The
 * product's part is the product stream's own fold (`evolveProduct`); reviews add their counts.
 */
export const productsProjection: Projection<ProductDocument> = {
  name: 'products',
  // 2: the document keeps the product's reservations and version (folded by the domain's evolve);
  // 3: its gallery, specifications and page address (slug, found by shortId).
  // 4: its words as search matches them, with and without diacritics (decisions §33).
  version: 5,
  collection: collections.products,
  handles: [
    'ProductCreated',
    'ProductUpdated',
    'ProductDeleted',
    'ProductFeatured',
    'ReviewAdded',
    'StockReserved',
    'StockReleased',
    'StockCommitted',
    'StockReturned',
  ],
  documentId: (event) => ('productId' in event.data ? event.data.productId : null),
  evolve(product, event) {
    if (event.type === 'ReviewAdded') {
      if (!product) return null;
      const reviewCount = product.reviewCount + 1;
      const reviewTotal = product.reviewTotal + event.data.reviewValue;
      return { ...product, reviewCount, reviewTotal, averageReview: reviewTotal / reviewCount };
    }
    const next = evolveProduct(stateOf(product), event as ProductEvent);
    if (next.status !== 'active') return null;
    const {
      status: _s,
      productId,
      postedBy,
      reservations,
      version,
      featured,
      stockAsSet: _a,
      returnsIn: _r,
      variantStockAsSet: _v,
      ...fields
    } = next;
    const time = event.metadata.time;
    const edited = event.type === 'ProductCreated' || event.type === 'ProductUpdated' || !product;
    // Stock events leave the text alone: folding it again on every sale would cost replays.
    const text = edited
      ? searchable(fields)
      : {
          titleFolded: product.titleFolded,
          titleSortKey: product.titleSortKey,
          searchFolded: product.searchFolded,
          titleWords: product.titleWords,
          titleFoldedWords: product.titleFoldedWords,
          restWords: product.restWords,
          restFoldedWords: product.restFoldedWords,
          effectivePriceCents: product.effectivePriceCents,
        };
    // A product whose variants were taken away keeps none on its document.
    const { variants: _old, ...before } = product ?? {};
    return {
      averageReview: 0,
      reviewCount: 0,
      reviewTotal: 0,
      createdAt: time,
      ...before,
      _id: productId,
      ...fields,
      ...text,
      // Made from the title and id, so a stock event keeps them (a replay folds many of those).
      slug: (!edited && product.slug) || productSlug(fields.title, productId),
      shortId: (!edited && product.shortId) || productShortId(productId),
      postedBy,
      reservations,
      reservedStock: reservedQuantity(reservations),
      version,
      featured,
      featuredAt: event.type === 'ProductFeatured' ? (featured ? time : null) : (product?.featuredAt ?? null),
      // The order of the choices, even two made within one millisecond: the event's place in the log.
      featuredOrder:
        event.type === 'ProductFeatured' ? (featured ? event.position : null) : (product?.featuredOrder ?? null),
      updatedAt: edited ? time : product.updatedAt,
    };
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
    // A category and a brand chosen together (the filter panel's counts too).
    { keys: { category: 1, brand: 1, effectivePriceCents: 1, titleSortKey: 1 } },
    { keys: { category: 1, brand: 1, titleSortKey: 1 } },
    // The admin and supplier lists, newest first, whole or by category, brand or supplier.
    { keys: { postedBy: 1, createdAt: -1 } },
    { keys: { category: 1, createdAt: -1 } },
    { keys: { brand: 1, createdAt: -1 } },
    { keys: { createdAt: -1 } },
    // The home page's showroom: the featured products, the latest chosen first.
    { keys: { featured: 1, featuredOrder: -1 } },
    // The product page finds its product by the short id its address ends with.
    { keys: { shortId: 1 } },
    // The chat assistant's search index takes in the products changed since it last looked.
    { keys: { _position: 1 } },
  ],
};
