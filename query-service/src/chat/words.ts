import {
  chatMessages,
  formatVnd,
  msg,
  say,
  siteServices,
  stallRent,
  type CategoryId,
  type ChatLink,
  type Lang,
  type OrderStatus,
} from '@tavico/contracts';

/**
 * The assistant's words in each language (decisions §32): an answer is said in the language of
 * the question's request. The questions themselves are read as the assistant reads them
 * (Vietnamese words and their unaccented forms); the products' names are the suppliers' own.
 */
export interface ChatWords {
  greeting: string;
  statuses: Record<OrderStatus, string>;
  inStock: string;
  lowStock: (available: number) => string;
  outOfStock: string;
  /** About how much in đồng beside a dollar price. */
  about: (vnd: string) => string;
  downFrom: (price: string) => string;
  onSale: string;
  between: (from: string, to: string) => string;
  under: (price: string) => string;
  over: (price: string) => string;
  found: (total: number, asked: string) => string;
  more: (count: number) => string;
  clickOne: string;
  seeAll: (category: string) => string;
  signIn: string;
  noOrders: string;
  seeProducts: string;
  order: (o: { code: string; date: string; count: number; total: string; status: string }) => string;
  latest: (count: number) => string;
  callUs: (hotlines: readonly string[]) => string;
  fallback: (callUs: string) => string;
  noMatch: (asked: string, terms: string, callUs: string) => string;
  /** The label of a link to the shop's pages, by its address (Vietnamese ones are the links' own). */
  links: Record<string, string>;
}

const vi: ChatWords = {
  greeting: chatMessages.greeting,
  statuses: {
    pending: 'đang chờ thanh toán',
    confirmed: 'đã thanh toán, đang chờ xác nhận xử lý',
    inProcess: 'đang được chuẩn bị',
    inShipping: 'đang được giao',
    delivered: 'đã giao thành công',
    rejected: 'đã bị từ chối',
    cancelled: 'đã được hủy',
  },
  inStock: 'còn hàng',
  lowStock: (available) => `sắp hết, chỉ còn ${available}`,
  outOfStock: 'tạm hết hàng',
  about: (vnd) => `khoảng ${vnd}`,
  downFrom: (price) => `giảm từ ${price}`,
  onSale: 'đang giảm giá',
  between: (from, to) => `giá từ ${from} đến ${to}`,
  under: (price) => `giá dưới ${price}`,
  over: (price) => `giá trên ${price}`,
  found: (total, asked) => `Mình tìm thấy ${total} sản phẩm${asked}:`,
  more: (count) => `Và ${count} sản phẩm khác nữa.`,
  clickOne: 'Bấm vào một sản phẩm để xem chi tiết và đặt hàng.',
  seeAll: (category) => `Xem tất cả ${category}`,
  signIn: 'Bạn vui lòng đăng nhập để mình tra cứu đơn hàng của bạn.',
  noOrders: 'Bạn chưa có đơn hàng nào. Hãy xem các sản phẩm của Tavico và đặt đơn đầu tiên nhé!',
  seeProducts: 'Xem sản phẩm',
  order: (o) => `• Đơn ${o.code} đặt ngày ${o.date}, ${o.count} sản phẩm, tổng ${o.total}: ${o.status}.`,
  latest: (count) => (count === 1 ? 'Đơn hàng gần nhất của bạn:' : `${count} đơn hàng gần nhất của bạn:`),
  callUs: (hotlines) => (hotlines.length > 0 ? `gọi hotline ${hotlines.join(' hoặc ')}` : 'xem trang Liên hệ'),
  fallback: (callUs) =>
    'Xin lỗi, mình chưa tìm được câu trả lời cho câu hỏi này. Bạn có thể hỏi về sản phẩm, showroom, dịch vụ, giá thuê ' +
    `sạp hay đơn hàng của bạn; hoặc ${callUs} để được tư vấn trực tiếp.`,
  noMatch: (asked, terms, callUs) =>
    `Hiện chưa có sản phẩm nào${asked} khớp với "${terms}". Bạn thử nới khoảng giá hoặc ${callUs} để được tư vấn.`,
  links: {},
};

const en: ChatWords = {
  greeting:
    'Hello! I am the Tavico Home assistant. You can ask about products (for example: "chairs under 2 million"), the showroom, services, stall rent or your orders.',
  statuses: {
    pending: 'awaiting payment',
    confirmed: 'paid, awaiting confirmation',
    inProcess: 'being prepared',
    inShipping: 'on its way',
    delivered: 'delivered',
    rejected: 'rejected',
    cancelled: 'cancelled',
  },
  inStock: 'in stock',
  lowStock: (available) => `almost gone, only ${available} left`,
  outOfStock: 'out of stock',
  about: (vnd) => `about ${vnd}`,
  downFrom: (price) => `down from ${price}`,
  onSale: 'on sale',
  between: (from, to) => `priced from ${from} to ${to}`,
  under: (price) => `priced under ${price}`,
  over: (price) => `priced over ${price}`,
  found: (total, asked) => `I found ${total} product${total === 1 ? '' : 's'}${asked}:`,
  more: (count) => `And ${count} more.`,
  clickOne: 'Click a product to see it and order it.',
  seeAll: (category) => `See all: ${category}`,
  signIn: 'Please sign in so that I can look up your orders.',
  noOrders: 'You have no orders yet. Have a look at the products of Tavico and place your first order!',
  seeProducts: 'See the products',
  order: (o) =>
    `• Order ${o.code} placed on ${o.date}, ${o.count} item${o.count === 1 ? '' : 's'}, total ${o.total}: ${o.status}.`,
  latest: (count) => (count === 1 ? 'Your latest order:' : `Your latest ${count} orders:`),
  callUs: (hotlines) => (hotlines.length > 0 ? `call the hotline ${hotlines.join(' or ')}` : 'see the Contact page'),
  fallback: (callUs) =>
    'Sorry, I have not found an answer to this question. You can ask about products, the showroom, services, stall ' +
    `rent or your orders; or ${callUs} for advice in person.`,
  noMatch: (asked, terms, callUs) =>
    `No product${asked} matches "${terms}" yet. Try a wider price range, or ${callUs} for advice.`,
  links: {
    '/auth/login': 'Sign in',
    '/shop/account': 'See your orders in your account',
    '/gioi-thieu/cong-ty-co-phan-tavico-home': 'About the company',
    '/gioi-thieu/cong-ty-tavico-nha-to-chuc': 'The market’s organiser',
    '/contact': 'Contact page',
    '/nha-cung-cap': 'The suppliers',
    '/listing': 'See all products',
    '/dich-vu/thue-mat-bang': 'Premises rental',
    '/dich-vu/su-kien-hoi-nghi': 'Events and conferences',
    '/dich-vu/boc-xep-dong-goi': 'Loading and packing',
    '/dich-vu/giai-tri-an-uong': 'Entertainment and dining',
  },
};

export const chatWords: Record<Lang, ChatWords> = { vi, en };

/** A link in the answer's language (its own label when the language has no other). */
export const linkIn = (lang: Lang, link: ChatLink): ChatLink => {
  const label = chatWords[lang].links[link.href];
  return label ? { ...link, label } : link;
};

/** A category's name in a language (the listing's filter names it so). */
export const categoryIn = (lang: Lang, id: CategoryId): string => say(lang, msg(`shop.filters.categories.${id}`));

/** A service's name in a language. */
export const serviceIn = (lang: Lang, slug: string): string =>
  chatWords[lang].links[`/dich-vu/${slug}`] ?? siteServices[slug]?.title ?? slug;

/** The stall rent in English (the Vietnamese is siteKnowledge's own). */
export const rentInEnglish = (callUs: string) =>
  `A stall at the wholesale market rents for ${formatVnd(stallRent.pricePerSquareMetreVnd)} per m² a month; ` +
  `each stall is ${stallRent.squareMetresPerStall} m², so ${formatVnd(stallRent.pricePerStallVnd)} a stall a month. ` +
  `Stalls face the main aisle, with a storeroom and sales support. To rent one, ${callUs}.`;
