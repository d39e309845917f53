import type { ProductInput } from './products';
import type { AddressFields } from './addresses';
import type { DomainEvent } from './eventBase';
import type { Role } from './roles';
import type { StockEvent } from './stock';
import type { OrderEvent } from './orders';
import type { ShopCurrency } from './money';
import type { PaymentMethod } from './storefront';
import type { SiteSettingsEvent } from './settings';
import type { PostEvent } from './posts';
import type { VoucherEvent } from './vouchers';
import type { GuestEmailEvent, OrderClaimEvent } from './orderClaims';

export type { DomainEvent, EventMetadata, NewEvent, RecordedEvent } from './eventBase';

// ---- user-{id} ----
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; userName: string; email: string; passwordHash: string; role: Role; registeredAt: string }
>;
export type SessionStarted = DomainEvent<
  'SessionStarted',
  { userId: string; sessionId: string; startedAt: string; expiresAt: string }
>;
export type SessionEnded = DomainEvent<'SessionEnded', { userId: string; sessionId: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; role: Role; previousRole: Role }>;
/**
 * A supplier's profile as first recorded, `background` being a picture's address. Kept for the
 * profiles saved then; since decisions §24 a profile is saved as SupplierProfileSaved.
 */
export type SupplierProfileUpdated = DomainEvent<
  'SupplierProfileUpdated',
  { userId: string; logo: string; background: string; contactInfo: string }
>;
/** A supplier's profile: its logo, its story (the API's `background`, text) and how to reach it. */
export type SupplierProfileSaved = DomainEvent<
  'SupplierProfileSaved',
  { userId: string; logo: string; story: string; contactInfo: string }
>;
/** A new password (by a reset link or in the account): the other sessions end beside it, as SessionEnded. */
export type PasswordChanged = DomainEvent<
  'PasswordChanged',
  { userId: string; passwordHash: string; changedAt: string; how: 'reset' | 'change' }
>;
/** A guest's name and e-mail, given at checkout: the order's e-mails go to that address. */
export type GuestContactGiven = DomainEvent<'GuestContactGiven', { userId: string; userName: string; email: string }>;
/** A guest signed in to an account (or registered and signed in) in the same browser. */
export type GuestJoinedAccount = DomainEvent<'GuestJoinedAccount', { userId: string; accountId: string }>;
export type UserEvent =
  | UserRegistered
  | GuestContactGiven
  | GuestJoinedAccount
  | SessionStarted
  | SessionEnded
  | UserRoleChanged
  | SupplierProfileUpdated
  | SupplierProfileSaved
  | PasswordChanged;

// ---- password-reset-{SHA-256 of the token, hex} ----
/** A reset link was sent: only the token's hash is kept, never the token. */
export type PasswordResetRequested = DomainEvent<
  'PasswordResetRequested',
  { tokenHash: string; userId: string; requestedAt: string; expiresAt: string }
>;
/** The link's token was spent: it opens nothing again. */
export type PasswordResetUsed = DomainEvent<'PasswordResetUsed', { tokenHash: string; userId: string; usedAt: string }>;
export type PasswordResetEvent = PasswordResetRequested | PasswordResetUsed;

// ---- user-email-{normalized email} ----
export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string }>;
export type EmailReservationEvent = EmailReserved;

// ---- product-{id} ----
export type ProductCreated = DomainEvent<
  'ProductCreated',
  { productId: string; postedBy: string | null } & ProductInput
>;
/** Events written before pictures and specifications carry neither (ProductInput). */
export type ProductUpdated = DomainEvent<'ProductUpdated', { productId: string } & ProductInput>;
export type ProductDeleted = DomainEvent<'ProductDeleted', { productId: string }>;
/** The admin shows the product on the home page's showroom, or takes it off. */
export type ProductFeatured = DomainEvent<'ProductFeatured', { productId: string; featured: boolean }>;
export type ProductEvent = ProductCreated | ProductUpdated | ProductDeleted | ProductFeatured | StockEvent;

// ---- review-{productId}-{userId} ----
export type ReviewAdded = DomainEvent<
  'ReviewAdded',
  { productId: string; userId: string; userName: string; reviewMessage: string; reviewValue: number; sku?: string }
>;
export type ReviewEvent = ReviewAdded;

// ---- banners ----
export type BannerAdded = DomainEvent<'BannerAdded', { bannerId: string; image: string }>;
export type BannerDeleted = DomainEvent<'BannerDeleted', { bannerId: string }>;
export type BannerEvent = BannerAdded | BannerDeleted;

// ---- image-{sha256} ----
export type ImageUploaded = DomainEvent<
  'ImageUploaded',
  { hash: string; url: string; contentType: string; size: number }
>;
export type ImageRenditionMade = DomainEvent<'ImageRenditionMade', { hash: string; url: string; cardUrl: string }>;
export type ImageEvent = ImageUploaded | ImageRenditionMade;

// ---- cart-{userId} ----
// A line is a product's variant: `sku` names it (issue 30); absent, the default one.
export type CartItemAdded = DomainEvent<
  'CartItemAdded',
  { userId: string; productId: string; quantity: number; sku?: string }
>;
export type CartItemQuantityChanged = DomainEvent<
  'CartItemQuantityChanged',
  { userId: string; productId: string; quantity: number; sku?: string }
>;
export type CartItemRemoved = DomainEvent<'CartItemRemoved', { userId: string; productId: string; sku?: string }>;
/** A paid order takes its products out of the cart; the cart remembers them as bought. */
export type CartCheckedOut = DomainEvent<'CartCheckedOut', { userId: string; orderId: string; productIds: string[] }>;
export type CartEvent = CartItemAdded | CartItemQuantityChanged | CartItemRemoved | CartCheckedOut;

// ---- checkout-{userId}: the buyer's orders that still await payment, one checkout at a time ----
export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  {
    userId: string;
    orderId: string;
    cartKey: string;
    /** The cart stream's revision the checkout read (absent on checkouts started before it was kept). */
    cartRevision?: number;
    startedAt: string;
    expiresAt: string;
    /** How the order is paid (absent on checkouts started before it was kept: counted as unpaid). */
    method?: PaymentMethod;
  }
>;
export type CheckoutEnded = DomainEvent<
  'CheckoutEnded',
  { userId: string; orderId: string; reason: 'paid' | 'refused' | 'expired' | 'cancelled' | 'failed' | 'rejected' }
>;
/**
 * The order was placed to be paid later (cash on delivery, bank transfer): its cart is taken, so
 * the same lines checked out again from a newer cart are a new order, yet it still counts among
 * the unpaid ones. A checkout of the cart as it stood then (key and revision no newer) is that
 * order. Events from before the revision was kept have neither field.
 */
export type CheckoutPlaced = DomainEvent<
  'CheckoutPlaced',
  { userId: string; orderId: string; cartKey?: string; cartRevision?: number }
>;
/**
 * Staff confirmed a cash-on-delivery order by phone: it no longer has a deadline and no longer
 * counts among the buyer's unconfirmed holds, though it stays open (an open COD order) until it ends.
 */
export type CheckoutConfirmed = DomainEvent<'CheckoutConfirmed', { userId: string; orderId: string }>;
export type CheckoutEvent = CheckoutStarted | CheckoutEnded | CheckoutPlaced | CheckoutConfirmed;

// ---- order-codes-{year}: each year's orders numbered in turn, 1, 2, 3, ... ----
export type OrderCodeAssigned = DomainEvent<
  'OrderCodeAssigned',
  { year: number; number: number; code: string; orderId: string }
>;
export type OrderCodeEvent = OrderCodeAssigned;

// ---- addressbook-{userId} ----
export type AddressAdded = DomainEvent<'AddressAdded', { userId: string; addressId: string } & AddressFields>;
export type AddressUpdated = DomainEvent<'AddressUpdated', { userId: string; addressId: string } & AddressFields>;
export type AddressDeleted = DomainEvent<'AddressDeleted', { userId: string; addressId: string }>;
export type AddressBookEvent = AddressAdded | AddressUpdated | AddressDeleted;

// ---- sandbox-payment-{id}: the built-in payment provider's own records ----
export type SandboxPaymentCreated = DomainEvent<
  'SandboxPaymentCreated',
  { paymentId: string; orderId: string; amountCents: number; description: string; returnUrl: string; cancelUrl: string }
>;
export type SandboxPaymentApproved = DomainEvent<'SandboxPaymentApproved', { paymentId: string; payerId: string }>;
export type SandboxPaymentCancelled = DomainEvent<'SandboxPaymentCancelled', { paymentId: string }>;
export type SandboxPaymentCaptured = DomainEvent<'SandboxPaymentCaptured', { paymentId: string; captureId: string }>;
export type SandboxPaymentEvent =
  | SandboxPaymentCreated
  | SandboxPaymentApproved
  | SandboxPaymentCancelled
  | SandboxPaymentCaptured
  | SandboxPaymentRefunded;
/** A captured sandbox payment given back, in part or whole, under the shop's idempotency key (issue 30). */
export type SandboxPaymentRefunded = DomainEvent<
  'SandboxPaymentRefunded',
  { paymentId: string; refundId: string; amountCents: number; key: string }
>;

// ---- demo-data: start-up adds the demo catalogue once, resuming if it was cut short ----
export type DemoDataStarted = DomainEvent<'DemoDataStarted', { version: number }>;
export type DemoDataCompleted = DomainEvent<'DemoDataCompleted', { version: number; products: number }>;
export type DemoDataEvent = DemoDataStarted | DemoDataCompleted;

// ---- shop-currency: the currency the shop sells in, chosen once at its first start (decisions §31) ----
/**
 * `configured`: SHOP_CURRENCY at the first start; `legacy-log`: a log written before the currency
 * was recorded, whose amounts are dollars.
 */
export type ShopCurrencyChosen = DomainEvent<
  'ShopCurrencyChosen',
  { currency: ShopCurrency; why: 'configured' | 'legacy-log' }
>;
export type ShopCurrencyEvent = ShopCurrencyChosen;

export type AnyEvent =
  | UserEvent
  | ShopCurrencyEvent
  | EmailReservationEvent
  | PasswordResetEvent
  | OrderClaimEvent
  | GuestEmailEvent
  | ProductEvent
  | ReviewEvent
  | BannerEvent
  | ImageEvent
  | CartEvent
  | CheckoutEvent
  | AddressBookEvent
  | OrderEvent
  | OrderCodeEvent
  | SiteSettingsEvent
  | PostEvent
  | VoucherEvent
  | SandboxPaymentEvent
  | DemoDataEvent;
export type AnyEventType = AnyEvent['type'];

export const streams = {
  user: (userId: string) => `user-${userId}`,
  userEmail: (normalizedEmail: string) => `user-email-${normalizedEmail}`,
  passwordReset: (tokenHash: string) => `password-reset-${tokenHash}`,
  orderClaim: (tokenHash: string) => `order-claim-${tokenHash}`,
  voucher: (code: string) => `voucher-${code}`,
  guestEmail: (normalizedEmail: string) => `guest-email-${normalizedEmail}`,
  product: (productId: string) => `product-${productId}`,
  review: (productId: string, userId: string) => `review-${productId}-${userId}`,
  banners: 'banners',
  image: (hash: string) => `image-${hash}`,
  demoData: 'demo-data',
  cart: (userId: string) => `cart-${userId}`,
  checkout: (userId: string) => `checkout-${userId}`,
  addressBook: (userId: string) => `addressbook-${userId}`,
  order: (orderId: string) => `order-${orderId}`,
  orderCodes: (year: number) => `order-codes-${year}`,
  siteSettings: 'site-settings',
  shopCurrency: 'shop-currency',
  post: (postId: string) => `post-${postId}`,
  sandboxPayment: (paymentId: string) => `sandbox-payment-${paymentId}`,
} as const;
