/**
 * The chat assistant (decisions §20): its route's limits, messages and answer shape. Free of zod:
 * the storefront's widget imports it.
 */

export const chatLimits = {
  maxQuestionLength: 1000,
  /** Products an answer suggests at most. */
  maxProducts: 5,
  /** Orders an answer lists at most (the latest). */
  maxOrders: 3,
} as const;

export const chatMessages = {
  greeting:
    'Xin chào! Mình là trợ lý của Tavico Home. Bạn có thể hỏi về sản phẩm (ví dụ: "ghế dưới 2 triệu"), showroom, dịch vụ, giá thuê sạp hay đơn hàng của bạn.',
  blank: 'Vui lòng nhập câu hỏi.',
  tooLong: `Câu hỏi dài quá ${chatLimits.maxQuestionLength.toLocaleString('vi-VN')} ký tự. Bạn vui lòng hỏi ngắn gọn hơn.`,
  tooMany: 'Bạn hỏi nhanh quá. Vui lòng đợi một chút rồi hỏi tiếp.',
  waiting: 'Bot đang trả lời...',
  /** What the widget says when the question could not be answered at all (network, server). */
  failed: 'Xin lỗi, mình chưa trả lời được lúc này. Bạn vui lòng thử lại sau ít phút hoặc gọi hotline.',
} as const;

/** A product an answer suggests: enough for a chip, and a link that opens it. */
export interface ChatProduct {
  _id: string;
  title: string;
  image: string;
  /** Dollars, as the API shows prices (decisions §4); salePrice 0 when not on sale. */
  price: number;
  salePrice: number;
  stock: 'inStock' | 'lowStock' | 'outOfStock';
  /** Units that can still be sold. */
  available: number;
  link: string;
}

export interface ChatLink {
  label: string;
  href: string;
}

/** What kind of knowledge answered: the widget shows products as chips, links as links. */
export type ChatAnswerKind = 'products' | 'orders' | 'site' | 'fallback';

export interface ChatReply {
  success: true;
  answer: string;
  kind: ChatAnswerKind;
  products: ChatProduct[];
  links: ChatLink[];
}

/** The listing opens the product named by this query parameter in its details dialog. */
export const productLinkParam = 'product';
export const productLink = (productId: string): string =>
  `/listing?${productLinkParam}=${encodeURIComponent(productId)}`;
