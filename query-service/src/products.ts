import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  categories,
  collections,
  defaultSort,
  foldVietnamese,
  sellableStock,
  shownPrices,
  houseBrand,
  productMessages,
  sortOptions,
  type ProductDocument,
  type ProductView,
  type SortOption,
} from '@tavico/contracts';
import type { Filter, SortSpec } from '@tavico/infrastructure';
import type { QueryDeps } from './app';
import { requireUser } from './session';
import { cardUrls } from './images';
import { pagination, paging } from './paging';

/**
 * Shoppers see what can still be sold (decisions §5); admins and suppliers see the stock on hand,
 * which is what their form edits, and what unpaid orders hold of it.
 */
export const toView = (
  p: ProductDocument,
  cards: Map<string, string>,
  audience: 'shop' | 'staff' = 'shop',
): ProductView => ({
  _id: p._id,
  image: p.image,
  imageCard: cards.get(p.image) ?? null,
  title: p.title,
  description: p.description,
  category: p.category,
  brand: p.brand,
  ...shownPrices(p),
  totalStock: audience === 'shop' ? sellableStock(p) : p.totalStock,
  reservedStock: p.reservedStock ?? 0,
  averageReview: p.averageReview,
  reviewCount: p.reviewCount,
  postedBy: p.postedBy,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

const vietnamese = new Intl.Collator('vi', { sensitivity: 'base' });

/** Comma-joined values of a query parameter, as the listing's filter panel sends them. */
const listParam = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, 50);

const escapeRegex = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The listing's filter groups: any of the chosen categories, any of the chosen brands. */
function catalogueFilter(query: Record<string, unknown>): Filter {
  const filter: Filter = {};
  const category = listParam(query.category);
  const brand = listParam(query.brand);
  if (category.length) filter.category = { $in: category };
  if (brand.length) filter.brand = { $in: brand };
  return filter;
}

/** The back office's product filters: the listing's, and every word of `search` in the title. */
function staffFilter(query: Record<string, unknown>): Filter {
  const filter = catalogueFilter(query);
  const search = typeof query.search === 'string' ? foldVietnamese(query.search).slice(0, 100) : '';
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length) filter.$and = words.map((w) => ({ titleFolded: { $regex: escapeRegex(w) } }));
  return filter;
}

/** Sorts the store runs, with the indexes the products projection declares. */
const sorts: Record<SortOption, SortSpec> = {
  'price-lowtohigh': { effectivePriceCents: 1, titleSortKey: 1 },
  'price-hightolow': { effectivePriceCents: -1, titleSortKey: 1 },
  'title-atoz': { titleSortKey: 1 },
  'title-ztoa': { titleSortKey: -1 },
};

/** Catalogue reads: the shop's listing, details, search and filter counts; admin and supplier lists. */
export function productQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const products = () => deps.store.collection<ProductDocument>(collections.products);
  const views = async (list: ProductDocument[], audience: 'shop' | 'staff' = 'shop') => {
    const cards = await cardUrls(
      deps.store,
      list.map((p) => p.image),
    );
    return list.map((p) => toView(p, cards, audience));
  };

  router.get(apiRoutes.adminProducts.get, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    const filter = staffFilter(req.query);
    const supplier = listParam(req.query.supplier)[0];
    // The house's own products have no supplier behind them.
    if (supplier) filter.postedBy = supplier === houseBrand.id ? null : supplier;
    const list = await products().find(filter, { sort: { createdAt: -1 } });
    res.json({ success: true, data: await views(list, 'staff') });
  });

  router.get(apiRoutes.supplierProducts.get, async (req, res) => {
    const user = await requireUser(deps, req.headers, 'supplier');
    const list = await products().find({ ...staffFilter(req.query), postedBy: user.id }, { sort: { createdAt: -1 } });
    res.json({ success: true, data: await views(list, 'staff') });
  });

  router.get(apiRoutes.shop.products, async (req, res) => {
    const filter = catalogueFilter(req.query);
    const sortBy = sortOptions.includes(req.query.sortBy as SortOption)
      ? (req.query.sortBy as SortOption)
      : defaultSort;
    const page = paging(req.query);
    const [total, found] = await Promise.all([
      products().countDocuments(filter),
      products().find(filter, { sort: sorts[sortBy], skip: page?.skip, limit: page?.limit }),
    ]);
    res.json({ success: true, data: await views(found), pagination: pagination(page, total) });
  });

  router.get(apiRoutes.shop.filters, async (_req, res) => {
    // One count per option: each is served by the category or brand index.
    const brandIds = (await products().distinct('brand')) as string[];
    const counts = { category: new Map<string, number>(), brand: new Map<string, number>() };
    await Promise.all([
      ...categories.map(async (c) => counts.category.set(c.id, await products().countDocuments({ category: c.id }))),
      ...brandIds.map(async (b) => counts.brand.set(b, await products().countDocuments({ brand: b }))),
    ]);
    const count = (key: 'category' | 'brand', value: string) => counts[key].get(value) ?? 0;
    const brands = [...brandIds].sort((a, b) =>
      a === houseBrand.id ? -1 : b === houseBrand.id ? 1 : vietnamese.compare(a, b),
    );
    res.json({
      success: true,
      data: [
        {
          id: 'category',
          label: 'Danh mục',
          options: categories.map((c) => ({ id: c.id, label: c.label, count: count('category', c.id) })),
        },
        {
          id: 'brand',
          label: 'Thương hiệu',
          options: brands.map((b) => ({
            id: b,
            label: b === houseBrand.id ? houseBrand.label : b,
            count: count('brand', b),
          })),
        },
      ],
    });
  });

  router.get(apiRoutes.shop.product, async (req, res) => {
    const product = await products().findOne({ _id: String(req.params.id) });
    if (!product) throw new NotFound(productMessages.notFound);
    res.json({ success: true, data: (await views([product]))[0] });
  });

  router.get(apiRoutes.shop.search, async (req, res) => {
    const words = foldVietnamese(String(req.params.keyword)).split(/\s+/).filter(Boolean).slice(0, 10);
    if (words.length === 0) return res.json({ success: true, data: [] });
    // Every word must appear somewhere; products whose title has them all come first, then by title.
    // Two sorted queries, title matches and the rest, so the store pages each one.
    const inTitle = { $and: words.map((w) => ({ titleFolded: { $regex: escapeRegex(w) } })) };
    const anywhere = {
      $and: words.map((w) => ({
        $or: [{ titleFolded: { $regex: escapeRegex(w) } }, { searchFolded: { $regex: escapeRegex(w) } }],
      })),
    };
    const elsewhere = { $and: [anywhere, { $nor: [inTitle] }] };
    const bySortKey = { titleSortKey: 1 } as const;
    const page = paging(req.query);
    const [titleCount, restCount] = await Promise.all([
      products().countDocuments(inTitle),
      products().countDocuments(elsewhere),
    ]);
    const skip = page?.skip ?? 0;
    const limit = page?.limit ?? titleCount + restCount;
    const fromTitle = Math.max(0, Math.min(limit, titleCount - skip));
    const [first, rest] = await Promise.all([
      fromTitle > 0 ? products().find(inTitle, { sort: bySortKey, skip, limit: fromTitle }) : [],
      limit - fromTitle > 0
        ? products().find(elsewhere, {
            sort: bySortKey,
            skip: Math.max(0, skip - titleCount),
            limit: limit - fromTitle,
          })
        : [],
    ]);
    const ranked = [...first, ...rest];
    res.json({ success: true, data: await views(ranked), pagination: pagination(page, titleCount + restCount) });
  });

  return router;
}
