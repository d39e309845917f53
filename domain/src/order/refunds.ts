import {
  Conflict,
  NotFound,
  ValidationError,
  formatMoney,
  noRefunds,
  orderCurrency,
  refundMessages,
  returnUntilOf,
  returnedQuantities,
  returnWindowOpen,
  type OrderEvent,
  type OrderReturn,
  type OrderState,
  type RefundEvent,
  type RefundReason,
  type ReturnLine,
  lineKey,
} from '@tavico/contracts';

type Staff = { id: string; name: string };

/**
 * Refunds and returns on the order's own stream (issue 30, decisions §37): steps beside its
 * status, which they never change. Money owed back is `refunds.dueCents`; a refund pays it.
 */
export type RefundCommand =
  /**
   * Money sent back: by PayPal's refund call (its refund id as reference), or by staff for cash and
   * transfers (their bank reference). No amount: all that is owed.
   */
  | {
      type: 'RecordRefund';
      refundId: string;
      via: 'paypal' | 'manual';
      amountCents?: number;
      reference: string;
      by: Staff | null;
      now: string;
    }
  | {
      type: 'RequestReturn';
      returnId: string;
      lines: { productId: string; sku?: string; quantity: number }[];
      reason: string;
      /** RETURN_DAYS: for orders delivered before their window was recorded. */
      returnDays: number;
      now: string;
    }
  | { type: 'ApproveReturn'; returnId: string; by: Staff; now: string }
  | { type: 'RefuseReturn'; returnId: string; refusal: string; by: Staff; now: string }
  | { type: 'ReceiveReturn'; returnId: string; by: Staff; now: string };

/** Paid, and not all of it given back yet. */
const paid = (o: OrderState) => o.paymentStatus === 'paid' || o.paymentStatus === 'partiallyRefunded';

/** What is paid and neither refunded nor owed yet: the most a new debt may be. */
const stillHeld = (o: OrderState) => {
  const r = o.refunds ?? noRefunds;
  return Math.max(0, o.totalCents - r.refundedCents - r.dueCents);
};

/** A paid order rejected or cancelled owes back all it still holds (none when nothing was paid). */
export function refundOnEnd(o: OrderState, reason: RefundReason, at: string): OrderEvent[] {
  const amountCents = stillHeld(o);
  if (!paid(o) || amountCents === 0) return [];
  return [{ type: 'OrderRefundDue', data: { orderId: o.orderId, amountCents, reason, at } }];
}

/** Until when a delivered order may be returned, for one marked delivered now. */
export const deliveredUntil = (now: string, returnDays: number | undefined) =>
  returnDays === undefined ? {} : { returnUntil: returnUntilOf(now, returnDays) };

const deliveredAt = (o: OrderState) => [...(o.timeline ?? [])].reverse().find((s) => s.step === 'delivered')?.at;

function returnOf(o: OrderState, returnId: string): OrderReturn {
  const found = o.returns?.find((r) => r.returnId === returnId);
  if (!found) throw new NotFound(refundMessages.returnNotFound);
  return found;
}

/** The lines asked back, checked against what was bought and what is already asked back. */
function returnLines(o: OrderState, asked: { productId: string; sku?: string; quantity: number }[]): ReturnLine[] {
  const wanted = new Map<string, number>();
  for (const l of asked) wanted.set(lineKey(l), (wanted.get(lineKey(l)) ?? 0) + l.quantity);
  const taken = returnedQuantities(o.returns);
  return [...wanted].map(([key, quantity]) => {
    // A line is its product and its variant: each variant bought is returned on its own.
    const line = o.items.find((i) => lineKey(i) === key);
    if (!line) throw new ValidationError(refundMessages.unknownLine);
    const available = line.quantity - (taken[key] ?? 0);
    if (quantity > available) throw new ValidationError(refundMessages.moreThanBought(line.title, available));
    const { productId, sku, title, priceCents } = line;
    return { productId, ...(sku ? { sku } : {}), title, quantity, priceCents };
  });
}

export function decideRefund(command: RefundCommand, o: OrderState): RefundEvent[] {
  const orderId = o.orderId;
  switch (command.type) {
    case 'RecordRefund': {
      const refunds = o.refunds ?? noRefunds;
      if (refunds.records.some((r) => r.refundId === command.refundId)) return [];
      if (command.via === 'paypal' && o.paymentMethod !== 'paypal') throw new ValidationError(refundMessages.notPaypal);
      if (command.via === 'manual' && o.paymentMethod === 'paypal')
        throw new ValidationError(refundMessages.viaProvider);
      if (refunds.dueCents === 0) throw new Conflict(refundMessages.nothingDue);
      const amountCents = command.amountCents ?? refunds.dueCents;
      if (amountCents > refunds.dueCents)
        throw new ValidationError(refundMessages.tooMuch(formatMoney(refunds.dueCents, orderCurrency(o))));
      const reference = command.reference.trim();
      if (!reference) throw new ValidationError(refundMessages.referenceNeeded);
      const { refundId, via, by, now } = command;
      return [{ type: 'OrderRefunded', data: { orderId, refundId, amountCents, via, reference, by, at: now } }];
    }
    case 'RequestReturn': {
      if (o.orderStatus !== 'delivered') throw new Conflict(refundMessages.notDelivered);
      if (!paid(o)) throw new Conflict(refundMessages.notPaid);
      const delivered = deliveredAt(o);
      const returnUntil = o.returnUntil ?? (delivered ? returnUntilOf(delivered, command.returnDays) : null);
      if (!returnWindowOpen({ orderStatus: o.orderStatus, returnUntil }, command.now))
        throw new Conflict(refundMessages.windowClosed(command.returnDays));
      if (o.returns?.some((r) => r.returnId === command.returnId)) return [];
      const lines = returnLines(o, command.lines);
      const amountCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
      const { returnId, reason, now } = command;
      return [{ type: 'OrderReturnRequested', data: { orderId, returnId, lines, reason, amountCents, at: now } }];
    }
    case 'ApproveReturn': {
      const r = returnOf(o, command.returnId);
      if (r.status === 'approved') return [];
      if (r.status !== 'requested') throw new Conflict(refundMessages.returnNotOpen);
      const { returnId, by, now } = command;
      return [{ type: 'OrderReturnApproved', data: { orderId, returnId, by, at: now } }];
    }
    case 'RefuseReturn': {
      const r = returnOf(o, command.returnId);
      if (r.status === 'refused') return [];
      if (r.status !== 'requested') throw new Conflict(refundMessages.returnNotOpen);
      const { returnId, refusal, by, now } = command;
      return [{ type: 'OrderReturnRefused', data: { orderId, returnId, refusal, by, at: now } }];
    }
    case 'ReceiveReturn': {
      const r = returnOf(o, command.returnId);
      if (r.status === 'received') return [];
      if (r.status !== 'approved') throw new Conflict(refundMessages.returnNotApproved);
      const { returnId, by, now } = command;
      // The lines' worth, never more than the order still holds (a voucher took some off).
      const amountCents = Math.min(r.amountCents, stillHeld(o));
      return [
        { type: 'OrderReturnReceived', data: { orderId, returnId, by, at: now } },
        ...(amountCents > 0
          ? [
              {
                type: 'OrderRefundDue' as const,
                data: { orderId, amountCents, reason: 'returned' as const, returnId, at: now },
              },
            ]
          : []),
      ];
    }
  }
}

const withReturn = (o: OrderState, returnId: string, change: Partial<OrderReturn>): OrderReturn[] =>
  (o.returns ?? []).map((r) => (r.returnId === returnId ? { ...r, ...change } : r));

/** The refund and return events' part of the order's fold. */
export function evolveRefund(o: OrderState, event: RefundEvent): OrderState {
  const updatedAt = event.data.at;
  const refunds = o.refunds ?? noRefunds;
  switch (event.type) {
    case 'OrderRefundDue':
      return { ...o, refunds: { ...refunds, dueCents: refunds.dueCents + event.data.amountCents }, updatedAt };
    case 'OrderRefunded': {
      const { refundId, amountCents, via, reference, by, at } = event.data;
      const refundedCents = refunds.refundedCents + amountCents;
      return {
        ...o,
        refunds: {
          dueCents: Math.max(0, refunds.dueCents - amountCents),
          refundedCents,
          records: [...refunds.records, { refundId, amountCents, via, reference, by, at }],
        },
        paymentStatus: refundedCents >= o.totalCents ? 'refunded' : 'partiallyRefunded',
        updatedAt,
      };
    }
    case 'OrderReturnRequested': {
      const { returnId, lines, reason, amountCents, at } = event.data;
      const requested: OrderReturn = {
        returnId,
        lines,
        reason,
        amountCents,
        status: 'requested',
        requestedAt: at,
        decidedAt: null,
        refusal: null,
        receivedAt: null,
      };
      return { ...o, returns: [...(o.returns ?? []), requested], updatedAt };
    }
    case 'OrderReturnApproved':
      return {
        ...o,
        returns: withReturn(o, event.data.returnId, { status: 'approved', decidedAt: updatedAt }),
        updatedAt,
      };
    case 'OrderReturnRefused': {
      const change = { status: 'refused' as const, decidedAt: updatedAt, refusal: event.data.refusal };
      return { ...o, returns: withReturn(o, event.data.returnId, change), updatedAt };
    }
    case 'OrderReturnReceived':
      return {
        ...o,
        returns: withReturn(o, event.data.returnId, { status: 'received', receivedAt: updatedAt }),
        updatedAt,
      };
  }
}
