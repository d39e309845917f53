/**
 * What the browser needs besides routes, taxonomy and site settings: statuses, messages and the
 * small rules the screens apply. Kept free of zod, so the storefront's bundle does not carry it.
 */
import { toMinor, type ShopCurrency } from './money';
import { msg } from './i18n/message';

/**
 * The spec's order statuses (§4); confirmed is set by a capture (or at once for cash on
 * delivery), the rest by admins; cancelled is the shopper's own doing (at the payment page, or
 * cancelling the order).
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/**
 * The ends of an order after which its suppliers no longer see who bought it: nothing is left to
 * ship, so they have no more need of the buyer's name, phone and address.
 */
export const buyerHiddenStatuses = ['cancelled', 'rejected'] as const satisfies readonly OrderStatus[];
export type SupplierBuyerHidden = (typeof buyerHiddenStatuses)[number];
/** What an admin may set (the spec: any of these, no transition restricted). */
export const adminOrderStatuses = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;

/** pending until paid; expired, cancelled (rejected before payment) or failed release the stock. */
/** `refunded`, `partiallyRefunded`: money went back after it was paid (issue 30). */
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'failed' | 'refunded' | 'partiallyRefunded';

/**
 * How a shopper pays (decisions §26): PayPal (the spec's, the sandbox when unconfigured), cash
 * on delivery, or a bank transfer quoting the order's code.
 */
export const paymentMethods = ['paypal', 'cod', 'bank-transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  paypal: 'PayPal',
  cod: 'Thanh toán khi nhận hàng',
  'bank-transfer': 'Chuyển khoản ngân hàng',
};

/** An order's short code, quoted on the phone and as the transfer note: `TV-26-0001234`. */
export const orderCodeOf = (year: number, number: number): string =>
  `TV-${String(year % 100).padStart(2, '0')}-${String(number).padStart(7, '0')}`;
export const orderCodePattern = /^TV-\d{2}-\d{7}$/;

/** The steps a shopper follows an order by, each with its time (the account's timeline). */
export type OrderStepName =
  | 'placed'
  | 'confirmed'
  | 'paid'
  | 'inProcess'
  | 'inShipping'
  | 'delivered'
  | 'paymentCancelled'
  | 'cancelled'
  | 'rejected'
  | 'expired';
export interface OrderStep {
  step: OrderStepName;
  at: string;
}
export const orderStepLabels: Record<OrderStepName, string> = {
  placed: 'Đã đặt hàng',
  confirmed: 'Đã xác nhận đơn',
  paid: 'Đã thanh toán',
  inProcess: 'Đang chuẩn bị hàng',
  inShipping: 'Đang giao hàng',
  delivered: 'Đã giao hàng',
  paymentCancelled: 'Đã hủy thanh toán',
  cancelled: 'Đã hủy đơn',
  rejected: 'Cửa hàng đã từ chối đơn',
  expired: 'Hết hạn thanh toán',
};
/** The happy path a timeline shows, done or still to come. */
export const orderTimelineSteps = ['placed', 'paid', 'inProcess', 'inShipping', 'delivered'] as const;

export const orderMessages = {
  emptyCart: msg('order.emptyCart'),
  selectAddress: msg('order.selectAddress'),
  outOfStock: (title: string, available: number) =>
    available > 0 ? msg('order.fewLeft', { title, available }) : msg('order.soldOut', { title }),
  productGone: (title: string) => msg('order.productGone', { title }),
  notFound: msg('order.notFound'),
  notYours: msg('order.notYours'),
  wrongPayment: msg('order.wrongPayment'),
  expired: msg('order.expired'),
  cancelled: msg('order.cancelled'),
  notApproved: msg('order.notApproved'),
  providerUnavailable: msg('order.providerUnavailable'),
  captureUnderWay: msg('order.captureUnderWay'),
  created: msg('order.created'),
  paid: msg('order.paid'),
  statusUpdated: msg('order.statusUpdated'),
  needPurchase: msg('review.needPurchase'),
  tooManyUnpaid: (max: number) => msg('order.tooManyUnpaid', { max }),
  checkoutUnderWay: msg('order.checkoutUnderWay'),
  placed: msg('order.placed'),
  codeMalformed: msg('order.codeMalformed'),
  notReadyToFulfil: msg('order.notReadyToFulfil'),
  linesUpdated: msg('order.linesUpdated'),
  carrierNeeded: msg('order.carrierNeeded'),
  unknownCarrier: msg('order.unknownCarrier'),
  trackingNeeded: (carrier: string) => msg('order.trackingNeeded', { carrier }),
  codTooLarge: (max: string) => msg('order.codTooLarge', { max }),
  notCashOrTransfer: msg('order.notCashOrTransfer'),
  paymentReceived: msg('order.paymentReceived'),
  alreadyPaid: msg('order.alreadyPaid'),
  cancelledByShopper: msg('order.cancelledByShopper'),
  /** decisions §37: cancelled and rejected are final. */
  statusFinal: msg('order.statusFinal'),
  confirmed: msg('order.confirmed'),
  alreadyConfirmed: msg('order.alreadyConfirmed'),
  notCod: msg('order.notCod'),
  tooManyOpenCod: (max: number) => msg('order.tooManyOpenCod', { max }),
  /** One buyer's unpaid and unconfirmed orders hold at most `max` units of one product. */
  tooManyHeldUnits: (max: number, hotline: string) =>
    hotline ? msg('order.tooManyHeldUnitsCall', { max, hotline }) : msg('order.tooManyHeldUnits', { max }),
  cannotCancel: msg('order.cannotCancel'),
  exists: msg('order.exists'),
  unknownStatus: (status: string, statuses: readonly string[]) =>
    msg('order.unknownStatus', { status, statuses: statuses.join(', ') }),
} as const;

/** How order statuses read in the tables and badges. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * How an order's status reads to people: the spec's label, but a payment the shopper cancelled
 * at the payment page reads 'Đã hủy thanh toán' and an order they cancelled 'Đã hủy đơn'.
 */
export const orderStatusText = (order: { orderStatus: OrderStatus; timeline?: readonly OrderStep[] }): string => {
  if (order.orderStatus !== 'cancelled') return orderStatusLabels[order.orderStatus];
  const last = order.timeline?.[order.timeline.length - 1]?.step;
  return orderStepLabels[last === 'paymentCancelled' ? 'paymentCancelled' : 'cancelled'];
};

/** The spec's badge colours: green for confirmed, red for rejected, black otherwise. */
export const orderStatusColour = (status: OrderStatus): 'green' | 'red' | 'black' =>
  status === 'confirmed' ? 'green' : status === 'rejected' ? 'red' : 'black';

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refunded: 'Refunded',
  partiallyRefunded: 'Partially refunded',
};

export const maxAddresses = 3;

export const addressMessages = {
  tooMany: msg('address.tooMany'),
  added: msg('address.added'),
  updated: msg('address.updated'),
  deleted: msg('address.deleted'),
  notFound: msg('address.notFound'),
  notYours: msg('address.notYours'),
} as const;

export const cartMessages = {
  /** The spec's stock message: n is the quantity already in the cart. */
  onlyInStock: (n: number) => msg('cart.onlyInStock', { n }),
  added: msg('cart.added'),
  updated: msg('cart.updated'),
  deleted: msg('cart.deleted'),
  notInCart: msg('cart.notInCart'),
  notYours: msg('cart.notYours'),
} as const;

/**
 * The spec's stock check, for plus, add-to-cart and the cart's own decisions: a cart holds of a
 * product at most what can be sold.
 */
export const fitsStock = (quantityInCart: number, available: number): boolean => quantityInCart <= available;

export const reviewMessages = {
  added: msg('review.added'),
  already: msg('review.already'),
  customersOnly: msg('review.customersOnly'),
  /** decisions §8: choosing stars is required; the form and the server say it alike. */
  ratingRequired: msg('review.ratingRequired'),
} as const;

/** decisions §3 on the API's dollars: what a shopper pays for one unit. */
export const shownEffectivePrice = (p: { price: number; salePrice: number }): number =>
  p.salePrice > 0 ? p.salePrice : p.price;

/** What lines come to, in cents (decisions §4): each unit price in cents times its quantity. */
export const linesTotalCents = (lines: readonly { priceCents: number; quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** A cart's total in minor units as the server will price it: each line's effective price, in minor units. */
export const cartTotalCents = (
  lines: readonly { price: number; salePrice: number; quantity: number }[],
  currency: ShopCurrency,
): number =>
  linesTotalCents(lines.map((l) => ({ priceCents: toMinor(shownEffectivePrice(l), currency), quantity: l.quantity })));
