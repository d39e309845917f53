/**
 * What the browser needs besides routes, taxonomy and site settings: statuses, messages and the
 * small rules the screens apply. Kept free of zod, so the storefront's bundle does not carry it.
 */
import { toMinor, type ShopCurrency } from './money';

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
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'failed';

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
  emptyCart: 'Your cart is empty. Please add items to proceed',
  selectAddress: 'Please select one address to proceed.',
  outOfStock: (title: string, available: number) =>
    available > 0
      ? `Sản phẩm "${title}" chỉ còn ${available} chiếc có thể bán. Vui lòng giảm số lượng trong giỏ hàng.`
      : `Sản phẩm "${title}" đã hết hàng. Vui lòng bỏ sản phẩm này khỏi giỏ hàng.`,
  productGone: (title: string) => `Sản phẩm "${title}" không còn được bán. Vui lòng bỏ sản phẩm này khỏi giỏ hàng.`,
  notFound: 'Không tìm thấy đơn hàng.',
  notYours: 'Bạn chỉ có thể xem và thanh toán đơn hàng của chính mình.',
  wrongPayment: 'Mã thanh toán (paymentId) không thuộc đơn hàng này.',
  expired: 'Đơn hàng đã hết hạn thanh toán và đã bị hủy. Vui lòng đặt lại đơn hàng.',
  cancelled: 'Đơn hàng đã bị hủy nên không thể thanh toán.',
  notApproved: 'Thanh toán chưa được người mua chấp thuận. Vui lòng thử lại.',
  providerUnavailable: 'Không kết nối được cổng thanh toán. Vui lòng thử lại sau.',
  captureUnderWay: 'Đơn hàng đang được thanh toán, thử lại sau ít phút.',
  created: 'Đã tạo đơn hàng. Đang chuyển tới trang thanh toán.',
  paid: 'Payment is successfull!',
  statusUpdated: 'Đã cập nhật trạng thái đơn hàng.',
  needPurchase: 'You need to purchase product to review it.',
  tooManyUnpaid: (max: number) =>
    `Bạn đang có ${max} đơn hàng chưa thanh toán. Vui lòng thanh toán hoặc chờ các đơn đó hết hạn rồi đặt tiếp.`,
  checkoutUnderWay: 'Đơn hàng trước của bạn đang được tạo. Vui lòng thử lại sau ít giây.',
  placed: 'Đã đặt hàng thành công.',
  codeMalformed: 'Mã đơn hàng có dạng TV-26-0001234.',
  notReadyToFulfil:
    'Đơn hàng này chưa thể đóng gói hay giao đi: đơn chưa được thanh toán, đã bị hủy hoặc đã đang giao.',
  linesUpdated: 'Đã cập nhật tình trạng hàng của bạn trong đơn.',
  codTooLarge: (max: string) =>
    `Đơn hàng trên ${max} không thể thanh toán khi nhận hàng. Vui lòng chọn chuyển khoản hoặc PayPal.`,
  notCashOrTransfer: 'Đơn hàng này không thanh toán khi nhận hàng hay chuyển khoản.',
  paymentReceived: 'Đã ghi nhận thanh toán.',
  alreadyPaid: 'Đơn hàng này đã được thanh toán.',
  cancelledByShopper: 'Đã hủy đơn hàng.',
  /** decisions §37: cancelled and rejected are final. */
  statusFinal: 'Đơn hàng đã bị hủy hoặc bị từ chối nên không thể đổi trạng thái nữa.',
  confirmed: 'Đã xác nhận đơn hàng.',
  alreadyConfirmed: 'Đơn hàng này đã được xác nhận.',
  notCod: 'Chỉ đơn thanh toán khi nhận hàng cần xác nhận qua điện thoại.',
  tooManyOpenCod: (max: number) =>
    `Bạn đang có ${max} đơn thanh toán khi nhận hàng chưa giao xong. Vui lòng chờ nhận hàng hoặc chọn cách thanh toán khác.`,
  /** One buyer's unpaid and unconfirmed orders hold at most `max` units of one product. */
  tooManyHeldUnits: (max: number, hotline: string) =>
    `Mỗi khách chỉ được giữ tối đa ${max} chiếc của một sản phẩm trong các đơn chưa thanh toán hoặc chưa xác nhận. ` +
    (hotline
      ? `Để mua số lượng lớn (giá sỉ), vui lòng gọi hotline ${hotline}.`
      : 'Để mua số lượng lớn (giá sỉ), vui lòng liên hệ cửa hàng.'),
  cannotCancel:
    'Đơn hàng này không thể hủy nữa: đơn đã thanh toán, đang giao hoặc đã kết thúc. Vui lòng gọi hotline nếu cần hỗ trợ.',
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
};

export const maxAddresses = 3;

export const addressMessages = {
  tooMany: 'You can add max 3 addresses',
  added: 'Address added successfully',
  updated: 'Address updated successfully',
  deleted: 'Address deleted successfully',
  notFound: 'Không tìm thấy địa chỉ.',
  notYours: 'Bạn chỉ có thể xem và sửa địa chỉ của chính mình.',
} as const;

export const cartMessages = {
  /** The spec's stock message: n is the quantity already in the cart. */
  onlyInStock: (n: number) => `Only ${n} quantity can be added for this item`,
  added: 'Product is added to cart',
  updated: 'Cart item is updated successfully',
  deleted: 'Cart item is deleted successfully',
  notInCart: 'Sản phẩm này không có trong giỏ hàng.',
  notYours: 'Bạn chỉ có thể xem và sửa giỏ hàng của chính mình.',
} as const;

/**
 * The spec's stock check, for plus, add-to-cart and the cart's own decisions: a cart holds of a
 * product at most what can be sold.
 */
export const fitsStock = (quantityInCart: number, available: number): boolean => quantityInCart <= available;

export const reviewMessages = {
  added: 'Review added successfully!',
  already: 'Bạn đã đánh giá sản phẩm này rồi.',
  customersOnly: 'Chỉ khách hàng mới có thể đánh giá sản phẩm.',
  /** decisions §8: choosing stars is required; the form and the server say it alike. */
  ratingRequired: 'Vui lòng chọn số sao từ 1 đến 5.',
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
