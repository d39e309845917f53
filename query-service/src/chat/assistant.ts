import {
  categories,
  chatLimits,
  chatMessages,
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
  type OrderDocument,
  type OrderStatus,
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
import { callUs, links, siteKnowledge, type Fact } from './siteKnowledge';

const reply = (answer: string, kind: ChatReply['kind'], products: ChatProduct[] = [], links: ChatLink[] = []) =>
  ({ success: true, answer, kind, products, links }) satisfies ChatReply;

const orderStatusSaid: Record<OrderStatus, string> = {
  pending: 'đang chờ thanh toán',
  confirmed: 'đã thanh toán, đang chờ xác nhận xử lý',
  inProcess: 'đang được chuẩn bị',
  inShipping: 'đang được giao',
  delivered: 'đã giao thành công',
  rejected: 'đã bị từ chối',
  cancelled: 'đã được hủy',
};

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
const priced = (currency: ShopCurrency, vndPerUsd: number) => (minor: number) =>
  currency === 'VND'
    ? formatMoney(minor, 'VND')
    : `${formatMoney(minor, 'USD')} (khoảng ${formatVnd(usdCentsToVnd(minor, vndPerUsd))})`;
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

const stockSaid: Record<ChatProduct['stock'], (available: number) => string> = {
  inStock: () => 'còn hàng',
  lowStock: (available) => `sắp hết, chỉ còn ${available}`,
  outOfStock: () => 'tạm hết hàng',
};

function productLine(p: ProductDocument, shown: ChatProduct, price: PriceSaid, currency: ShopCurrency): string {
  const sale = p.salePriceCents !== null ? `, giảm từ ${formatMoney(p.priceCents, currency)}` : '';
  return `• ${p.title}: ${price(p.effectivePriceCents)}${sale}, ${stockSaid[shown.stock](shown.available)}`;
}

function asked(q: Question, price: PriceSaid): string {
  const parts: string[] = [];
  if (q.onSale) parts.push('đang giảm giá');
  if (q.minCents !== null && q.maxCents !== null) parts.push(`giá từ ${price(q.minCents)} đến ${price(q.maxCents)}`);
  else if (q.maxCents !== null) parts.push(`giá dưới ${price(q.maxCents)}`);
  else if (q.minCents !== null) parts.push(`giá trên ${price(q.minCents)}`);
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
 * in Vietnamese. A language model, when configured, only rephrases what was found.
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

  function productReply(q: Question, found: ProductDocument[], total: number, price: PriceSaid): ChatReply {
    const shown = found.slice(0, chatLimits.maxProducts);
    const more = total - shown.length;
    const categoryIds = new Set(shown.map((p) => p.category));
    const category = categoryIds.size === 1 ? categories.find((c) => c.id === [...categoryIds][0]) : undefined;
    const allOfThem = category
      ? { label: `Xem tất cả ${category.label}`, href: `/listing?category=${category.id}` }
      : links.listing;
    const chips = shown.map((p) => chatProduct(p, deps.shopCurrency()));
    const answer = [
      `Mình tìm thấy ${total} sản phẩm${asked(q, price)}:`,
      ...shown.map((p, i) => productLine(p, chips[i], price, deps.shopCurrency())),
      more > 0 ? `Và ${more} sản phẩm khác nữa.` : '',
      'Bấm vào một sản phẩm để xem chi tiết và đặt hàng.',
    ]
      .filter(Boolean)
      .join('\n');
    return reply(answer, 'products', chips, [allOfThem]);
  }

  async function orderReply(user: SessionUser | null): Promise<ChatReply> {
    if (!user) {
      return reply('Bạn vui lòng đăng nhập để mình tra cứu đơn hàng của bạn.', 'orders', [], [links.login]);
    }
    const orders = await deps.store
      .collection<OrderDocument>(collections.orders)
      .find({ userId: user.id }, { sort: { placedAt: -1 }, limit: chatLimits.maxOrders });
    if (orders.length === 0) {
      return reply(
        'Bạn chưa có đơn hàng nào. Hãy xem các sản phẩm của Tavico và đặt đơn đầu tiên nhé!',
        'orders',
        [],
        [{ ...links.listing, label: 'Xem sản phẩm' }],
      );
    }
    const lines = orders.map((o) => {
      const count = o.items.reduce((n, line) => n + line.quantity, 0);
      return (
        `• Đơn ${o.code ?? `#${o._id.slice(-8)}`} đặt ngày ${shopDate.format(new Date(o.placedAt))}, ${count} sản phẩm, ` +
        `tổng ${formatMoney(o.totalCents, orderCurrency(o))}: ${orderStatusSaid[o.orderStatus]}.`
      );
    });
    const heading = orders.length === 1 ? 'Đơn hàng gần nhất của bạn:' : `${orders.length} đơn hàng gần nhất của bạn:`;
    return reply([heading, ...lines].join('\n'), 'orders', [], [links.account]);
  }

  const siteReply = (fact: Fact, settings: SiteSettings) => reply(fact.answer(settings), 'site', [], fact.links);

  const fallback = (settings: SiteSettings) =>
    reply(
      'Xin lỗi, mình chưa tìm được câu trả lời cho câu hỏi này. Bạn có thể hỏi về sản phẩm, showroom, dịch vụ, giá thuê ' +
        `sạp hay đơn hàng của bạn; hoặc ${callUs(settings)} để được tư vấn trực tiếp.`,
      'fallback',
      [],
      [links.contact],
    );

  async function answer(question: string, user: SessionUser | null, settings: SiteSettings): Promise<ChatReply> {
    const currency = deps.shopCurrency();
    const price = priced(currency, settings.vndPerUsd);
    const q = readQuestion(question, { currency, vndPerUsd: settings.vndPerUsd });
    if (q.aboutOrders) return orderReply(user);
    if (q.terms.length === 0 && !hasConstraints(q)) return reply(chatMessages.greeting, 'site', [], [links.contact]);
    const fact = site.best(q.terms);
    // A question every word of which a page answers ("giờ mở cửa", "giá thuê sạp") is about that page.
    if (fact && fact.coverage === 1) return siteReply(fact.fact, settings);
    const { found, total } = await matchingProducts(q);
    if (found.length > 0) return productReply(q, found, total, price);
    if (fact && fact.coverage >= 0.5) return siteReply(fact.fact, settings);
    if (q.terms.length > 0 && hasConstraints(q)) {
      return reply(
        `Hiện chưa có sản phẩm nào${asked(q, price)} khớp với "${q.terms.join(' ')}". Bạn thử nới khoảng giá hoặc ${callUs(settings)} để được tư vấn.`,
        'products',
        [],
        [links.listing],
      );
    }
    return fallback(settings);
  }

  return {
    /** The answer to a question, asked by `user` (null for a guest), phrased by the language model when one is set. */
    async ask(question: string, user: SessionUser | null): Promise<ChatReply> {
      // The owner's settings as they are now: contact values and the dong rate.
      const settings = await readSiteSettings(deps.store);
      const built = await answer(question, user, settings);
      const phrased = deps.phraser ? await deps.phraser.phrase(question, built.answer, settings) : null;
      return phrased ? { ...built, answer: phrased } : built;
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
