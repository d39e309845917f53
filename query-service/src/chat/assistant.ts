import {
  categories,
  chatLimits,
  collections,
  foldVietnamese,
  formatMoney,
  formatVnd,
  lowStockThreshold,
  orderCurrency,
  productLink,
  sellableStock,
  shopTimeZone,
  shownPrices,
  usdCentsToVnd,
  type ChatLink,
  type ChatProduct,
  type ChatReply,
  type Lang,
  type OrderDocument,
  type ProductDocument,
  type SessionUser,
  type ShopCurrency,
  type SiteSettings,
} from '@tavico/contracts';
import type { DocumentStore, Filter } from '@tavico/infrastructure';
import type { Phraser } from './phraser';
import { productIndex } from './productIndex';
import { readQuestion, type Question } from './question';
import { readSiteSettings } from '../siteSettings';
import { links, siteKnowledge, type Fact } from './siteKnowledge';
import { categoryIn, chatWords, linkIn, type ChatWords } from './words';

const reply = (answer: string, kind: ChatReply['kind'], products: ChatProduct[] = [], links: ChatLink[] = []) =>
  ({ success: true, answer, kind, products, links }) satisfies ChatReply;

const shopDate = new Intl.DateTimeFormat('vi-VN', {
  timeZone: shopTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A price as the shop shows it; on a dollar shop with about how much in đồng at the settings'
 * rate beside it, which shoppers think in.
 */
const priced = (currency: ShopCurrency, vndPerUsd: number, words: ChatWords) => (minor: number) =>
  currency === 'VND'
    ? formatMoney(minor, 'VND')
    : `${formatMoney(minor, 'USD')} (${words.about(formatVnd(usdCentsToVnd(minor, vndPerUsd)))})`;
type PriceSaid = ReturnType<typeof priced>;

function chatProduct(p: ProductDocument, currency: ShopCurrency): ChatProduct {
  const available = sellableStock(p);
  return {
    _id: p._id,
    title: p.title,
    image: p.image,
    ...shownPrices(p, currency),
    stock: available === 0 ? 'outOfStock' : available < lowStockThreshold ? 'lowStock' : 'inStock',
    available,
    link: productLink(p._id),
  };
}

const stockSaid = (words: ChatWords, shown: ChatProduct): string =>
  shown.stock === 'inStock'
    ? words.inStock
    : shown.stock === 'lowStock'
      ? words.lowStock(shown.available)
      : words.outOfStock;

function productLine(
  p: ProductDocument,
  shown: ChatProduct,
  price: PriceSaid,
  currency: ShopCurrency,
  words: ChatWords,
): string {
  const sale = p.salePriceCents !== null ? `, ${words.downFrom(formatMoney(p.priceCents, currency))}` : '';
  return `• ${p.title}: ${price(p.effectivePriceCents)}${sale}, ${stockSaid(words, shown)}`;
}

function asked(q: Question, price: PriceSaid, words: ChatWords): string {
  const parts: string[] = [];
  if (q.onSale) parts.push(words.onSale);
  if (q.minCents !== null && q.maxCents !== null) parts.push(words.between(price(q.minCents), price(q.maxCents)));
  else if (q.maxCents !== null) parts.push(words.under(price(q.maxCents)));
  else if (q.minCents !== null) parts.push(words.over(price(q.minCents)));
  return parts.length ? ` ${parts.join(', ')}` : '';
}

/** Price, sale and order constraints of a question, as the read store filters them. */
function constraints(q: Question): Filter {
  const filter: Filter = {};
  if (q.minCents !== null || q.maxCents !== null) {
    filter.effectivePriceCents = {
      ...(q.minCents !== null ? { $gte: q.minCents } : {}),
      ...(q.maxCents !== null ? { $lte: q.maxCents } : {}),
    };
  }
  if (q.onSale) filter.salePriceCents = { $gt: 0 };
  return filter;
}

const hasConstraints = (q: Question) => q.onSale || q.minCents !== null || q.maxCents !== null;

/** Words of each category's label that name it ("ghế", "tủ", "kệ"; not the "đồ" of "Đồ trang trí"). */
const categoryWords = new Map(
  categories.map((c) => [
    c.id,
    foldVietnamese(c.label)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && w !== 'do' && w !== 'go'),
  ]),
);

/**
 * Matches in the order a shopper would want them: those of the category the question names first
 * ("ghế" puts chairs before a table sold with chairs), in stock before sold out, then by the asked
 * price order, else by relevance.
 */
function ranked(list: ProductDocument[], q: Question): ProductDocument[] {
  const asked = new Set(q.terms.map(foldVietnamese));
  const named = (p: ProductDocument) => ((categoryWords.get(p.category) ?? []).some((w) => asked.has(w)) ? 0 : 1);
  const inStock = (p: ProductDocument) => (sellableStock(p) > 0 ? 0 : 1);
  return [...list].sort(
    (a, b) =>
      named(a) - named(b) ||
      inStock(a) - inStock(b) ||
      (q.sort === 'cheapest' ? a.effectivePriceCents - b.effectivePriceCents : 0) ||
      (q.sort === 'dearest' ? b.effectivePriceCents - a.effectivePriceCents : 0),
  );
}

export interface AssistantDeps {
  store: DocumentStore;
  shopCurrency: () => ShopCurrency;
  phraser: Phraser | null;
}

/**
 * The shop's chat assistant (decisions §20): reads a question, looks it up in the catalogue's
 * search index, the shop's own pages and the asker's orders, all read when asked, and answers
 * in the request's language. A language model, when configured, only rephrases what was found.
 */
export function createAssistant(deps: AssistantDeps) {
  const index = productIndex(deps.store);
  const site = siteKnowledge();
  const products = () => deps.store.collection<ProductDocument>(collections.products);

  /** Every term matched (by the index), then the question's price and sale constraints. */
  async function matchingProducts(q: Question): Promise<{ found: ProductDocument[]; total: number }> {
    const filter = constraints(q);
    if (q.terms.length === 0) {
      if (!hasConstraints(q)) return { found: [], total: 0 };
      const direction = q.sort === 'dearest' || (q.minCents !== null && q.maxCents === null) ? -1 : 1;
      const [found, total] = await Promise.all([
        products().find(filter, { sort: { effectivePriceCents: direction }, limit: chatLimits.maxProducts * 4 }),
        products().countDocuments(filter),
      ]);
      return { found: ranked(found, q), total };
    }
    const ids = (await index.search(q.terms)).slice(0, 500);
    if (ids.length === 0) return { found: [], total: 0 };
    const docs = await products().find({ _id: { $in: ids } });
    const byId = new Map(docs.map((d) => [d._id, d]));
    for (const id of ids) if (!byId.has(id)) index.forget(id); // deleted since it was indexed
    // The price and sale constraints, applied by the store (only when the question has them).
    const wanted = hasConstraints(q)
      ? new Set((await products().find({ _id: { $in: ids }, ...filter }, { projection: { _id: 1 } })).map((d) => d._id))
      : null;
    const found = ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc && (!wanted || wanted.has(id)) ? [doc] : [];
    });
    return { found: ranked(found, q), total: found.length };
  }

  function productReply(q: Question, found: ProductDocument[], total: number, price: PriceSaid, lang: Lang): ChatReply {
    const words = chatWords[lang];
    const shown = found.slice(0, chatLimits.maxProducts);
    const more = total - shown.length;
    const categoryIds = new Set(shown.map((p) => p.category));
    const category = categoryIds.size === 1 ? categories.find((c) => c.id === [...categoryIds][0]) : undefined;
    const allOfThem = category
      ? { label: words.seeAll(categoryIn(lang, category.id)), href: `/listing?category=${category.id}` }
      : linkIn(lang, links.listing);
    const chips = shown.map((p) => chatProduct(p, deps.shopCurrency()));
    const answer = [
      words.found(total, asked(q, price, words)),
      ...shown.map((p, i) => productLine(p, chips[i], price, deps.shopCurrency(), words)),
      more > 0 ? words.more(more) : '',
      words.clickOne,
    ]
      .filter(Boolean)
      .join('\n');
    return reply(answer, 'products', chips, [allOfThem]);
  }

  async function orderReply(user: SessionUser | null, lang: Lang): Promise<ChatReply> {
    const words = chatWords[lang];
    if (!user) return reply(words.signIn, 'orders', [], [linkIn(lang, links.login)]);
    const orders = await deps.store
      .collection<OrderDocument>(collections.orders)
      .find({ userId: user.id }, { sort: { placedAt: -1 }, limit: chatLimits.maxOrders });
    if (orders.length === 0) {
      return reply(words.noOrders, 'orders', [], [{ ...links.listing, label: words.seeProducts }]);
    }
    const lines = orders.map((o) => {
      const count = o.items.reduce((n, line) => n + line.quantity, 0);
      return words.order({
        code: o.code ?? `#${o._id.slice(-8)}`,
        date: shopDate.format(new Date(o.placedAt)),
        count,
        total: formatMoney(o.totalCents, orderCurrency(o)),
        status: words.statuses[o.orderStatus],
      });
    });
    return reply([words.latest(orders.length), ...lines].join('\n'), 'orders', [], [linkIn(lang, links.account)]);
  }

  const siteReply = (fact: Fact, settings: SiteSettings, lang: Lang) =>
    reply(
      lang === 'en' ? fact.english(settings) : fact.answer(settings),
      'site',
      [],
      fact.links.map((link) => linkIn(lang, link)),
    );

  const fallback = (settings: SiteSettings, words: ChatWords, lang: Lang) =>
    reply(words.fallback(words.callUs(settings.hotlines)), 'fallback', [], [linkIn(lang, links.contact)]);

  async function answer(
    question: string,
    user: SessionUser | null,
    settings: SiteSettings,
    lang: Lang,
  ): Promise<ChatReply> {
    const words = chatWords[lang];
    const currency = deps.shopCurrency();
    const price = priced(currency, settings.vndPerUsd, words);
    const q = readQuestion(question, { currency, vndPerUsd: settings.vndPerUsd });
    if (q.aboutOrders) return orderReply(user, lang);
    if (q.terms.length === 0 && !hasConstraints(q))
      return reply(words.greeting, 'site', [], [linkIn(lang, links.contact)]);
    const fact = site.best(q.terms);
    // A question every word of which a page answers ("giờ mở cửa", "giá thuê sạp") is about that page.
    if (fact && fact.coverage === 1) return siteReply(fact.fact, settings, lang);
    const { found, total } = await matchingProducts(q);
    if (found.length > 0) return productReply(q, found, total, price, lang);
    if (fact && fact.coverage >= 0.5) return siteReply(fact.fact, settings, lang);
    if (q.terms.length > 0 && hasConstraints(q)) {
      const noMatch = words.noMatch(asked(q, price, words), q.terms.join(' '), words.callUs(settings.hotlines));
      return reply(noMatch, 'products', [], [linkIn(lang, links.listing)]);
    }
    return fallback(settings, words, lang);
  }

  return {
    /**
     * The answer to a question, asked by `user` (null for a guest) in a language (the request's),
     * phrased by the language model when one is set.
     */
    async ask(question: string, user: SessionUser | null, lang: Lang = 'vi'): Promise<ChatReply> {
      // The owner's settings as they are now: contact values and the dong rate.
      const settings = await readSiteSettings(deps.store);
      const built = await answer(question, user, settings, lang);
      const phrased = deps.phraser ? await deps.phraser.phrase(question, built.answer, settings, lang) : null;
      return phrased ? { ...built, answer: phrased } : built;
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
