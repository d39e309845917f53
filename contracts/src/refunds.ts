import type { DomainEvent } from './eventBase';
import { msg } from './i18n/message';
import { toMajor, type ShopCurrency } from './money';

/**
 * Refunds and returns (issue 30, decisions §37): their own steps on the order's stream, never
 * order statuses. A paid order that is rejected or cancelled owes its buyer the money; a return
 * received owes its lines' worth. PayPal refunds through the provider, cash and transfers are
 * refunded by staff, who record the refund with its reference.
 */

type Staff = { id: string; name: string };

/** Why money is owed back. */
export type RefundReason = 'rejected' | 'cancelled' | 'returned';

/** A refund made: through PayPal (its refund id as reference), or by staff (their bank reference). */
export interface RefundRecord {
  refundId: string;
  amountCents: number;
  /** `paypal`: the provider's refund call; `manual`: staff sent the money and recorded it. */
  via: 'paypal' | 'manual';
  reference: string;
  by: Staff | null;
  at: string;
}

export interface ReturnLine {
  productId: string;
  /** The variant sent back (issue 30); absent: the product's default one. */
  sku?: string;
  title: string;
  quantity: number;
  priceCents: number;
}

export type ReturnStatus = 'requested' | 'approved' | 'refused' | 'received';

/** A customer's request to send some lines back, and where it stands. */
export interface OrderReturn {
  returnId: string;
  lines: ReturnLine[];
  reason: string;
  status: ReturnStatus;
  /** What its lines come to: refunded once the goods are received. */
  amountCents: number;
  requestedAt: string;
  decidedAt: string | null;
  /** Why staff refused it. */
  refusal: string | null;
  receivedAt: string | null;
}

/** What an order owes back and has paid back, in its currency's minor unit. */
export interface OrderRefunds {
  dueCents: number;
  refundedCents: number;
  records: RefundRecord[];
}

export const noRefunds: OrderRefunds = { dueCents: 0, refundedCents: 0, records: [] };

export type OrderRefundDue = DomainEvent<
  'OrderRefundDue',
  { orderId: string; amountCents: number; reason: RefundReason; returnId?: string; at: string }
>;
export type OrderRefunded = DomainEvent<
  'OrderRefunded',
  {
    orderId: string;
    refundId: string;
    amountCents: number;
    via: 'paypal' | 'manual';
    reference: string;
    by: Staff | null;
    at: string;
  }
>;
export type OrderReturnRequested = DomainEvent<
  'OrderReturnRequested',
  { orderId: string; returnId: string; lines: ReturnLine[]; reason: string; amountCents: number; at: string }
>;
export type OrderReturnApproved = DomainEvent<
  'OrderReturnApproved',
  { orderId: string; returnId: string; by: Staff; at: string }
>;
export type OrderReturnRefused = DomainEvent<
  'OrderReturnRefused',
  { orderId: string; returnId: string; by: Staff; refusal: string; at: string }
>;
/** The goods are back: their units go back on sale, and their worth is owed (OrderRefundDue follows). */
export type OrderReturnReceived = DomainEvent<
  'OrderReturnReceived',
  { orderId: string; returnId: string; by: Staff; at: string }
>;

export type RefundEvent =
  | OrderRefundDue
  | OrderRefunded
  | OrderReturnRequested
  | OrderReturnApproved
  | OrderReturnRefused
  | OrderReturnReceived;

export const refundEventTypes = [
  'OrderRefundDue',
  'OrderRefunded',
  'OrderReturnRequested',
  'OrderReturnApproved',
  'OrderReturnRefused',
  'OrderReturnReceived',
] as const satisfies readonly RefundEvent['type'][];

/** How many days after delivery a return may be asked for, unless RETURN_DAYS says otherwise. */
export const defaultReturnDays = 7;

/** Until when a delivered order may be returned: its delivery plus the shop's return days. */
export const returnUntilOf = (deliveredAt: string, returnDays: number): string =>
  new Date(Date.parse(deliveredAt) + returnDays * 86_400_000).toISOString();

/** Whether the window for asking a return is open at `now` (a screen's flag, the decider's rule). */
export const returnWindowOpen = (order: { orderStatus: string; returnUntil?: string | null }, now: string): boolean =>
  order.orderStatus === 'delivered' && !!order.returnUntil && now <= order.returnUntil;

/** An order line's key among its lines: its product, and its variant when it names one. */
export const lineKey = (line: { productId: string; sku?: string }): string =>
  line.sku ? `${line.productId}#${line.sku}` : line.productId;

/**
 * How many of each line (by `lineKey`) are already asked back (refused returns do not count):
 * state and view alike.
 */
export function returnedQuantities(
  returns:
    | readonly { status: ReturnStatus; lines: readonly { productId: string; sku?: string; quantity: number }[] }[]
    | undefined,
): Record<string, number> {
  const taken: Record<string, number> = {};
  for (const r of returns ?? [])
    if (r.status !== 'refused') for (const l of r.lines) taken[lineKey(l)] = (taken[lineKey(l)] ?? 0) + l.quantity;
  return taken;
}

export const refundMessages = {
  nothingDue: msg('refund.nothingDue'),
  tooMuch: (amount: string) => msg('refund.tooMuch', { amount }),
  referenceNeeded: msg('refund.referenceNeeded'),
  notPaypal: msg('refund.notPaypal'),
  viaProvider: msg('refund.viaProvider'),
  providerFailed: msg('refund.providerFailed'),
  recorded: msg('refund.recorded'),
  refunded: msg('refund.refunded'),
  notDelivered: msg('refund.notDelivered'),
  windowClosed: (days: number) => msg('refund.windowClosed', { days }),
  notPaid: msg('refund.notPaid'),
  unknownLine: msg('refund.unknownLine'),
  moreThanBought: (title: string, available: number) => msg('refund.moreThanBought', { title, available }),
  returnRequested: msg('refund.returnRequested'),
  returnNotFound: msg('refund.returnNotFound'),
  returnNotOpen: msg('refund.returnNotOpen'),
  returnNotApproved: msg('refund.returnNotApproved'),
  returnApproved: msg('refund.returnApproved'),
  returnRefused: msg('refund.returnRefused'),
  returnReceived: msg('refund.returnReceived'),
};

/** The refunds and returns as an order's view shows them (money in major units). */
export interface RefundsView {
  refundDue: number;
  refundedAmount: number;
  refunds: { refundId: string; amount: number; via: 'paypal' | 'manual'; reference: string; at: string }[];
  returns: (Omit<OrderReturn, 'amountCents' | 'lines'> & {
    amount: number;
    lines: { productId: string; sku?: string; title: string; quantity: number; price: number }[];
  })[];
  /** Until when a return may be asked (delivered orders); null otherwise. */
  returnUntil: string | null;
}

export function refundsView(
  o: { refunds?: OrderRefunds; returns?: OrderReturn[]; returnUntil?: string | null },
  currency: ShopCurrency,
): RefundsView {
  const r = o.refunds ?? noRefunds;
  return {
    refundDue: toMajor(r.dueCents, currency),
    refundedAmount: toMajor(r.refundedCents, currency),
    refunds: r.records.map((x) => ({
      refundId: x.refundId,
      amount: toMajor(x.amountCents, currency),
      via: x.via,
      reference: x.reference,
      at: x.at,
    })),
    returns: (o.returns ?? []).map(({ amountCents, lines, ...rest }) => ({
      ...rest,
      amount: toMajor(amountCents, currency),
      lines: lines.map(({ priceCents, ...l }) => ({ ...l, price: toMajor(priceCents, currency) })),
    })),
    returnUntil: o.returnUntil ?? null,
  };
}
