import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  categories,
  collections,
  defaultSort,
  foldVietnamese,
  fromCents,
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

export const toView = (p: ProductDocument, cards: Map<string, string>): ProductView => ({
  _id: p._id,
  image: p.image,
  imageCard: cards.get(p.image) ?? null,
  title: p.title,
  description: p.description,
  category: p.category,
  brand: p.brand,
  price: fromCents(p.priceCents),
  salePrice: p.salePriceCents === null ? 0 : fromCents(p.salePriceCents),
  totalStock: p.totalStock,
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

function sorted(products: ProductDocument[], sortBy: SortOption): ProductDocument[] {
  const byTitle = (a: ProductDocument, b: ProductDocument) => vietnamese.compare(a.title, b.title);
  switch (sortBy) {
    case 'title-atoz':
      return products.sort(byTitle);
    case 'title-ztoa':
      return products.sort((a, b) => byTitle(b, a));
    case 'price-hightolow':
      return products.sort((a, b) => b.effectivePriceCents - a.effectivePriceCents || byTitle(a, b));
    default:
      return products.sort((a, b) => a.effectivePriceCents - b.effectivePriceCents || byTitle(a, b));
  }
}

const priceSort: Partial<Record<SortOption, SortSpec>> = {
  'price-lowtohigh': { effectivePriceCents: 1 },
  'price-hightolow': { effectivePriceCents: -1 },
};

/** Catalogue reads: the shop's listing, details, search and filter counts; admin and supplier lists. */
export function productQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const products = () => deps.store.collection<ProductDocument>(collections.products);
  const views = async (list: ProductDocument[]) => {
    const cards = await cardUrls(
      deps.store,
      list.map((p) => p.image),
    );
    return list.map((p) => toView(p, cards));
  };

  router.get(apiRoutes.adminProducts.get, async (req, res) => {
    await requireUser(deps, req.headers, 'admin');
    const list = await products().find({}, { sort: { createdAt: -1 } });
    res.json({ success: true, data: await views(list) });
  });

  router.get(apiRoutes.supplierProducts.get, async (req, res) => {
    const user = await requireUser(deps, req.headers, 'supplier');
    const list = await products().find({ postedBy: user.id }, { sort: { createdAt: -1 } });
    res.json({ success: true, data: await views(list) });
  });

  router.get(apiRoutes.shop.products, async (req, res) => {
    const filter: Filter = {};
    const category = listParam(req.query.category);
    const brand = listParam(req.query.brand);
    if (category.length) filter.category = { $in: category };
    if (brand.length) filter.brand = { $in: brand };
    const sortBy = sortOptions.includes(req.query.sortBy as SortOption)
      ? (req.query.sortBy as SortOption)
      : defaultSort;
    const found = await products().find(filter, { sort: priceSort[sortBy] });
    res.json({ success: true, data: await views(sorted(found, sortBy)) });
  });

  router.get(apiRoutes.shop.filters, async (_req, res) => {
    const all = await products().find({}, { projection: { category: 1, brand: 1 } });
    const count = (key: 'category' | 'brand', value: string) => all.filter((p) => p[key] === value).length;
    const brands = [...new Set(all.map((p) => p.brand))].sort((a, b) =>
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
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Every word must appear somewhere; products whose title has them all come first.
    const found = await products().find({
      $and: words.map((w) => ({
        $or: [{ titleFolded: { $regex: escape(w) } }, { searchFolded: { $regex: escape(w) } }],
      })),
    });
    const inTitle = (p: ProductDocument) => words.every((w) => p.titleFolded.includes(w));
    found.sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || vietnamese.compare(a.title, b.title));
    res.json({ success: true, data: await views(found) });
  });

  return router;
}
