import express, { type Router } from 'express';
import {
  NotFound,
  apiRoutes,
  categories,
  collections,
  defaultSort,
  emptySpecs,
  parseValue,
  searchText,
  productSlug,
  shortIdOfSlug,
  sellableStock,
  shownPrices,
  effectivePriceCents,
  pricesVary,
  toMajor,
  variantView,
  type ShopCurrency,
  houseBrand,
  msg,
  productMessages,
  say,
  sortOptions,
  type ProductDocument,
  type ProductPageView,
  type ProductView,
  type SortOption,
} from '@tavico/contracts';
import { langOf, type SortSpec } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { requireUser } from './session';
import { pageAcross, searchTerms, searchTiers } from './search';
import { cardUrls } from './images';
import { defaultPageSizes, findPage, pagination, paging, pagingParams, stampedCounts, type QueryOf } from './paging';
import { catalogueFilter, listParam, listingParams, staffFilter, type filterParams } from './catalogueQuery';

/**
 * Shoppers see what can still be sold (decisions §5); admins and suppliers see the stock on hand,
 * which is what their form edits, and what unpaid orders hold of it.
 */
export const toView = (
  p: ProductDocument,
  cards: Map<string, string>,
  currency: ShopCurrency,
  audience: 'shop' | 'staff' = 'shop',
): ProductView => ({
  _id: p._id,
  image: p.image,
  imageCard: cards.get(p.image) ?? null,
  title: p.title,
  slug: p.slug ?? productSlug(p.title, p._id),
  gallery: p.gallery ?? [],
  specs: { ...emptySpecs, ...p.specs },
  description: p.description,
  category: p.category,
  brand: p.brand,
  ...shownPrices(p, currency),
  totalStock: audience === 'shop' ? sellableStock(p) : p.totalStock,
  reservedStock: p.reservedStock ?? 0,
  variants: (p.variants ?? []).map((v, i) => variantView(v, i, p, currency, audience)),
  priceFrom: toMajor(effectivePriceCents(p), currency),
  pricesVary: pricesVary(p.variants),
  averageReview: p.averageReview,
  reviewCount: p.reviewCount,
  postedBy: p.postedBy,
  featured: p.featured ?? false,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  ...(audience === 'staff' ? { version: p.version ?? 1, bulky: p.bulky ?? false } : {}),
});

const vietnamese = new Intl.Collator('vi', { sensitivity: 'base' });

/** Sorts the store runs, with the indexes the products projection declares. */
export const listingSorts: Record<SortOption, SortSpec> = {
  'price-lowtohigh': { effectivePriceCents: 1, titleSortKey: 1 },
  'price-hightolow': { effectivePriceCents: -1, titleSortKey: 1 },
  'title-atoz': { titleSortKey: 1 },
  'title-ztoa': { titleSortKey: -1 },
};

/** Staff lists: the newest first, served by the `createdAt` indexes. */
const newestFirst = { sort: { createdAt: -1 } } as const;
const staffPage = defaultPageSizes.staff;

/**
 * The product a page address names: found by the short id the slug ends with (so a link made
 * before a rename still finds it), the exact slug first should two share a short id.
 */
export async function productBySlug(store: QueryDeps['store'], slug: string): Promise<ProductDocument | null> {
  const shortId = shortIdOfSlug(slug);
  if (!shortId) return null;
  const found = await store.collection<ProductDocument>(collections.products).find({ shortId }, { limit: 5 });
  return found.find((p) => p.slug === slug) ?? found[0] ?? null;
}

/** Catalogue reads: the shop's listing, details, search and filter counts; admin and supplier lists. */
export function productQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const products = () => deps.store.collection<ProductDocument>(collections.products);
  const views = async (list: ProductDocument[], audience: 'shop' | 'staff' = 'shop') => {
    const cards = await cardUrls(
      deps.store,
      list.map((p) => p.image),
    );
    return list.map((p) => toView(p, cards, deps.shopCurrency(), audience));
  };

  const shopCounts = stampedCounts((filter) => products().countDocuments(filter));

  router.get(apiRoutes.adminProducts.get, async (req, res) => {
    // The spec's supplier panel lists through this call too: a supplier sees its own products only.
    const user = await requireUser(deps, req.headers, 'admin', 'supplier');
    const filter = staffFilter(req.query, deps.shopCurrency());
    const supplier = listParam(req.query.supplier)[0];
    // The house's own products have no supplier behind them.
    if (user.role === 'supplier') filter.postedBy = user.id;
    else if (supplier) filter.postedBy = supplier === houseBrand.id ? null : supplier;
    const { list, pagination } = await findPage(products(), filter, newestFirst, paging(req.query, staffPage));
    res.json({ success: true, data: await views(list, 'staff'), pagination });
  });

  router.get(apiRoutes.supplierProducts.get, async (req, res) => {
    const user = await requireUser(deps, req.headers, 'supplier');
    const filter = { ...staffFilter(req.query, deps.shopCurrency()), postedBy: user.id };
    const { list, pagination } = await findPage(products(), filter, newestFirst, paging(req.query, staffPage));
    res.json({ success: true, data: await views(list, 'staff'), pagination });
  });

  router.get(apiRoutes.shop.products, async (req, res) => {
    const query: QueryOf<typeof listingParams> = req.query;
    const filter = catalogueFilter(query, deps.shopCurrency());
    const sortBy = sortOptions.includes(query.sortBy as SortOption) ? (query.sortBy as SortOption) : defaultSort;
    const { list, pagination } = await findPage(
      products(),
      filter,
      { sort: listingSorts[sortBy] },
      paging(query),
      (f) => shopCounts(f, res.locals.catalogueStamp as number | undefined),
    );
    res.json({ success: true, data: await views(list), pagination });
  });

  router.get(apiRoutes.shop.filters, async (req, res) => {
    // Faceted: a category's count follows the chosen brands and price, a brand's the chosen
    // categories and price (so a count says what choosing it would show). One count per option,
    // kept per filter while the catalogue stands still.
    const at = res.locals.catalogueStamp as number | undefined;
    const query: QueryOf<typeof filterParams> = req.query;
    const forCategories = catalogueFilter(query, deps.shopCurrency(), 'category');
    const forBrands = catalogueFilter(query, deps.shopCurrency(), 'brand');
    const brandIds = (await products().distinct('brand')) as string[];
    const counts = { category: new Map<string, number>(), brand: new Map<string, number>() };
    await Promise.all([
      ...categories.map(async (c) =>
        counts.category.set(c.id, await shopCounts({ ...forCategories, category: c.id }, at)),
      ),
      ...brandIds.map(async (b) => counts.brand.set(b, await shopCounts({ ...forBrands, brand: b }, at))),
    ]);
    const count = (key: 'category' | 'brand', value: string) => counts[key].get(value) ?? 0;
    const brands = [...brandIds].sort((a, b) =>
      a === houseBrand.id ? -1 : b === houseBrand.id ? 1 : vietnamese.compare(a, b),
    );
    // In the request's language (the catalogue cache keeps one answer per language).
    const lang = langOf(req, res);
    const word = (key: Parameters<typeof msg>[0]) => say(lang, msg(key));
    res.json({
      success: true,
      data: [
        {
          id: 'category',
          label: word('shop.filters.category'),
          options: categories.map((c) => ({
            id: c.id,
            label: word(`shop.filters.categories.${c.id}`),
            count: count('category', c.id),
          })),
        },
        {
          id: 'brand',
          label: word('shop.filters.brand'),
          options: brands.map((b) => ({
            id: b,
            label: b === houseBrand.id ? word('shop.filters.houseBrand') : b,
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

  router.get(apiRoutes.shop.productPage, async (req, res) => {
    const product = await productBySlug(deps.store, String(req.params.slug).slice(0, 200));
    if (!product) throw new NotFound(productMessages.notFound);
    // More of its category: the next ones in title order, from the first again at the end.
    const byTitle = { sort: { titleSortKey: 1 }, limit: 4 } as const;
    const after = await products().find(
      { category: product.category, titleSortKey: { $gt: product.titleSortKey } },
      byTitle,
    );
    const before =
      after.length < 4
        ? await products().find(
            { category: product.category, titleSortKey: { $lt: product.titleSortKey } },
            { ...byTitle, limit: 4 - after.length },
          )
        : [];
    const related = [...after, ...before];
    const [view, ...relatedViews] = await views([product, ...related]);
    const data: ProductPageView = {
      product: view,
      supplier: product.postedBy ? { id: product.postedBy, name: product.brand } : null,
      related: relatedViews,
    };
    res.json({ success: true, data });
  });

  router.get(apiRoutes.shop.search, async (req, res) => {
    const query: QueryOf<typeof pagingParams> = req.query;
    const page = paging(query);
    const keyword = parseValue(searchText, String(req.params.keyword));
    const terms = searchTerms(keyword);
    if (terms.length === 0) return res.json({ success: true, data: [], pagination: pagination(page, 0) });
    const tiers = searchTiers(terms);
    // Every page of one search shares its counts while the catalogue stands still.
    const at = res.locals.catalogueStamp as number | undefined;
    const counts = await Promise.all(tiers.map((tier) => shopCounts(tier, at)));
    const slices = pageAcross(counts, page.skip, page.limit);
    const found = await Promise.all(
      tiers.map((tier, i) =>
        slices[i].limit > 0 ? products().find(tier, { sort: { titleSortKey: 1 }, ...slices[i] }) : [],
      ),
    );
    const total = counts.reduce((sum, n) => sum + n, 0);
    res.json({ success: true, data: await views(found.flat()), pagination: pagination(page, total) });
  });

  return router;
}
