import type { PaymentMethod, ShopCurrency } from '@tavico/contracts';

/**
 * The shop's limits on what one buyer's orders may hold, and for how long (decisions §36): every
 * order that holds stock has a deadline. Set from the configuration; the domain applies them.
 */
export interface CheckoutPolicy {
  /** How long a PayPal order waits for its payment (ORDER_PAYMENT_TIMEOUT). */
  paymentTimeoutMs: number;
  /** How long a bank-transfer order waits for its transfer (BANK_TRANSFER_TIMEOUT). */
  bankTransferTimeoutMs: number;
  /** How long a cash-on-delivery order waits for staff to confirm it by phone (COD_CONFIRM_HOURS). */
  codConfirmMs: number;
  /** Unpaid PayPal and bank-transfer orders one buyer may hold at once (MAX_UNPAID_ORDERS). */
  maxUnpaid: number;
  /** Cash-on-delivery orders one buyer may have open (not yet delivered or ended) at once (MAX_OPEN_COD_ORDERS). */
  maxOpenCod: number;
  /**
   * Units of one product a buyer's unpaid bank-transfer and unconfirmed cash-on-delivery orders may
   * hold together (MAX_HELD_UNITS_PER_PRODUCT). PayPal orders, paid at once, are not capped.
   */
  maxHeldUnitsPerProduct: number;
  /** The shop's currency (decisions §31): every order's amounts are in it. */
  currency: ShopCurrency;
  /** The most a cash-on-delivery order may come to (COD_MAX_TOTAL), in the currency's minor unit. */
  codMaxCents: number;
  /**
   * Đồng per dollar PayPal charges a đồng order at (USD_VND_RATE); null: the settings' rate at the
   * time the order is placed. Either way the rate is fixed on the order.
   */
  usdVndRate: number | null;
  /** Days after delivery a customer may ask to return lines (RETURN_DAYS; issue 30). */
  returnDays: number;
}

export const defaultCheckoutPolicy: CheckoutPolicy = {
  paymentTimeoutMs: 15 * 60_000,
  bankTransferTimeoutMs: 24 * 3600_000,
  codConfirmMs: 24 * 3600_000,
  maxUnpaid: 2,
  maxOpenCod: 3,
  maxHeldUnitsPerProduct: 10,
  currency: 'USD',
  codMaxCents: 2000 * 100,
  usdVndRate: null,
  returnDays: 7,
};

/** How long an order paid this way holds its stock before it must be paid (or, COD, confirmed). */
export const holdFor = (method: PaymentMethod, policy: CheckoutPolicy): number =>
  method === 'cod'
    ? policy.codConfirmMs
    : method === 'bank-transfer'
      ? policy.bankTransferTimeoutMs
      : policy.paymentTimeoutMs;
