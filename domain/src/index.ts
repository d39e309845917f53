/**
 * Every decision the shop makes, as pure functions: each aggregate's fold (`evolve`) and
 * `decide`, and the workflows across streams (checkout, capture, the payment deadline). No I/O,
 * no clock: the services load, run and store; this says what happens.
 */
export type { Decider, Fold } from './decider';
export { evolve as evolveUser, hasOpenSession, toSessionUser, type OpenSession, type UserState } from './user/user';
export { userDecider, type UserCommand } from './user/decide';
export {
  passwordResetDecider,
  type PasswordResetCommand,
  type PasswordResetState,
} from './passwordReset/passwordReset';
export {
  checkoutOrdersFold,
  claimableOrders,
  guestEmailDecider,
  orderClaimDecider,
  stillClaimable,
  type OrderClaimCommand,
  type OrderClaimState,
} from './orderClaim/orderClaim';
export { emailReservationDecider, type EmailReservationState } from './user/emailReservation';
export { availableToSell, evolve as evolveProduct, type ProductState } from './product/product';
export { productDecider, type ProductActor, type ProductCommand, type ReserveStock } from './product/decide';
export { reservedQuantity, type Reservations, type ReleaseStock, type CommitStock } from './stock/stock';
export { evolve as evolveCart, quantityInCart, type CartState } from './cart/cart';
export { cartDecider, type CartCommand, type CheckOutCart, type TakeOrderedItems } from './cart/decide';
export type { AddressBookState } from './address/addressBook';
export { addressBookDecider, type AddressBookCommand } from './address/decide';
export { reviewDecider, type ReviewCommand } from './review/decide';
export { bannerDecider, type BannerCommand } from './banner/decide';
export { postDecider, type PostCommand, type PostFields } from './post/decide';
export type { PostState } from './post/post';
export { imageDecider, type RecordUpload } from './image/image';
export {
  evolve as evolveOrder,
  awaitsConfirmation,
  awaitsPayment,
  isFinal,
  cancellableByShopper,
  cancelsPayment,
  paidOnReceipt,
} from './order/order';
export { orderCodesDecider, codeOf, type OrderCodesState, type AssignOrderCode } from './orderCode/orderCodes';
export { siteSettingsDecider, type SaveSiteSettings, type SiteSettingsState } from './settings/settings';
export { priceVoucher, voucherDecider, type VoucherCommand, type VoucherState } from './voucher/voucher';
export { orderDecider, type OrderCommand } from './order/decide';
export { completePaidOrder, endCheckout, releaseOrder, releaseStock } from './order/settlement';
export { cartKeyOf, checkoutsDecider, type CheckoutsState } from './checkout/checkouts';
export { defaultCheckoutPolicy, holdFor, type CheckoutPolicy } from './checkout/policy';
export * from './workflows/workflow';
export * from './workflows/checkout';
export * from './workflows/capture';
export * from './workflows/paymentDeadline';
export * from './workflows/orderStatus';
export * from './workflows/cancelOrder';
export * from './workflows/paymentCancelled';
export { shopCurrencyDecider, type ChooseShopCurrency, type ShopCurrencyState } from './shop/currency';
