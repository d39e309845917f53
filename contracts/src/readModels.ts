import type { ProductFields } from './products';
import type { Role } from './roles';
import type { SupplierProfile } from './suppliers';
import type { ReviewView } from './reviews';
import type { AddressView } from './addresses';
import type { OrderState } from './orders';
import type { OrderHistoryStep } from './orderHistory';
import type { SiteSettings } from './settings';
import type { ShopCurrency } from './money';
import type { VoucherTerms } from './vouchers';

/** Read-model documents as the workers write them and the query side reads them. */
export const collections = {
  users: 'users',
  products: 'products',
  reviews: 'reviews',
  banners: 'banners',
  images: 'images',
  carts: 'carts',
  addresses: 'addresses',
  orders: 'orders',
  orderHistories: 'orderHistories',
  salesDays: 'salesDays',
  openOrders: 'openOrders',
  catalogueStamps: 'catalogueStamps',
  siteSettings: 'siteSettings',
  shop: 'shop',
  posts: 'posts',
  vouchers: 'vouchers',
  checkpoints: 'checkpoints',
} as const;

export interface UserDocument {
  _id: string;
  [key: string]: unknown;
  userName: string;
  email: string;
  role: Role;
  registeredAt: string;
  /** Open sessions; the query side accepts only these. */
  sessions: { id: string; expiresAt: string }[];
  /** Set once a supplier saves its profile. */
  supplierProfile?: SupplierProfile;
  /** A guest's e-mail for its orders (its `email` is a placeholder, unique as every account's). */
  contactEmail?: string;
  /** The account a guest signed in to. */
  joinedAccountId?: string;
}

/** The shop's currency as recorded in the log (document `currency` of `shop`). */
export interface ShopCurrencyDocument {
  _id: 'currency';
  [key: string]: unknown;
  currency: ShopCurrency;
}

export interface CheckpointDocument {
  _id: string;
  [key: string]: unknown;
  position: number;
  /** The projection's code version the read model was built with. */
  version?: number;
  /** The projection lease's fence of the worker that saved it (separate workers only). */
  fence?: number;
  updatedAt: string;
}

export interface ProductDocument extends ProductFields {
  _id: string;
  [key: string]: unknown;
  /** salePrice when above 0, else price: what listing sorts by. */
  effectivePriceCents: number;
  /** Units held for unpaid orders; shoppers see totalStock minus this (decisions §5). */
  reservedStock: number;
  /** Order id → units it holds: the product's own reservations, as its stream folds them. */
  reservations: Readonly<Record<string, number>>;
  /** Changes to what staff edit (details, stock on hand): an edit sent with an older one is refused. */
  version: number;
  averageReview: number;
  reviewCount: number;
  /** Sum of the ratings, so the average stays exact as reviews arrive. */
  reviewTotal: number;
  postedBy: string | null;
  /** In the home page's showroom; featuredAt: when the admin put it there (products before: absent). */
  featured?: boolean;
  featuredAt?: string | null;
  /** The position in the log of the choice, which orders the showroom (the latest first). */
  featuredOrder?: number | null;
  /** Title without diacritics, lower-case: Vietnamese-order sort key and search field. */
  titleFolded: string;
  /** The title's words as search matches them, with their diacritics (searchWords), and without (foldedWords). */
  titleWords?: string;
  titleFoldedWords?: string;
  /** Title as a key whose binary order is Vietnamese dictionary order (vietnameseSortKey). */
  titleSortKey: string;
  /** Description, category label and brand, folded: the rest of what search looks at. */
  searchFolded: string;
  /** Those as search matches them, with their diacritics, and without. */
  restWords?: string;
  restFoldedWords?: string;
  /** The product page's address segment (productSlug), and the part of it that finds the product. */
  slug: string;
  shortId: string;
  createdAt: string;
  updatedAt: string;
}

/** What a product can still sell (decisions §5): on hand minus what unpaid orders hold. */
export const sellableStock = (p: Pick<ProductDocument, 'totalStock' | 'reservedStock'>): number =>
  Math.max(0, p.totalStock - (p.reservedStock ?? 0));

export interface ReviewDocument extends ReviewView {
  [key: string]: unknown;
}

export interface BannerDocument {
  _id: string;
  [key: string]: unknown;
  image: string;
  createdAt: string;
}

/** An uploaded image and, once the job has made it, its card rendition. */
export interface ImageDocument {
  _id: string;
  [key: string]: unknown;
  url: string;
  contentType: string;
  size: number;
  cardUrl: string | null;
}

/** A cart as its lines stand; product details are joined when it is read. */
export interface CartDocument {
  _id: string;
  [key: string]: unknown;
  userId: string;
  items: { productId: string; quantity: number; sku?: string }[];
}

export interface AddressDocument extends AddressView {
  [key: string]: unknown;
  createdAt: string;
}

/** An order as its stream folds (OrderState), kept for the customer's and the admins' lists. */
/** The owner's settings: one document, `site`. */
export interface SiteSettingsDocument extends SiteSettings {
  _id: string;
  [key: string]: unknown;
  savedAt: string;
}

export interface OrderDocument extends OrderState {
  _id: string;
  [key: string]: unknown;
  /** The revision of the order's stream folded in (its last event's): views and pushes carry it. */
  revision: number;
}

/**
 * Up to 25 consecutive steps of an order's stream, for auditors (`{orderId}:{block}`): block `b`
 * holds the steps of revisions 25·b to 25·b + 24, each the event, who did it and what it changed
 * in the order, the first the whole order (a keyframe) the others are rebuilt from. A step costs
 * the same however many came before it, and a replay writes one document for 25 steps. Actor
 * names and the changes in the order's view are worked out when read.
 */
export interface OrderHistoryDocument {
  _id: string;
  [key: string]: unknown;
  orderId: string;
  block: number;
  steps: OrderHistoryStep[];
}

/**
 * An order that still needs its deadline: it holds stock on some products, or awaits payment.
 * Deadline jobs are derived from these (at start, after a lost queue, and periodically), so an
 * order's deadline never lives only in a queue.
 */
export interface OpenOrderDocument {
  _id: string;
  [key: string]: unknown;
  /** Products holding stock for the order. */
  heldProducts: string[];
  awaitingPayment: boolean;
  /** When an unpaid order stops holding its stock; null: cash on delivery, held until delivered. */
  expiresAt: string | null;
  correlationId: string;
}

/**
 * One document whose position moves with every change the shop's catalogue reads show
 * (products, stock, reviews, renditions): public catalogue answers are cached under it.
 */
export interface CatalogueStampDocument {
  _id: 'catalogue';
  [key: string]: unknown;
  _position: number;
}

/**
 * A voucher as the owner's list shows it (`{CODE}`): its terms, and the uses orders hold now with
 * what they came to (a cancelled or expired order's use is given back, and leaves these sums).
 */
export interface VoucherDocument {
  _id: string;
  [key: string]: unknown;
  terms: VoucherTerms;
  uses: number;
  discountCents: number;
  subtotalCents: number;
  updatedAt: string;
}
