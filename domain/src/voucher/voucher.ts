import {
  Conflict,
  NotFound,
  ValidationError,
  formatMoney,
  shopDate,
  voucherMessages,
  type ShopCurrency,
  type VoucherEvent,
  type VoucherLine,
  type VoucherTerms,
  type VoucherUse,
} from '@tavico/contracts';
import type { Decider } from '../decider';

/** `voucher-{CODE}`: the terms the owner set and the uses orders hold now. */
export interface VoucherState {
  terms: VoucherTerms | null;
  uses: VoucherUse[];
}

export type VoucherCommand =
  /** The owner creates a code (`create`: refused if it exists) or changes its terms. */
  | { type: 'SaveVoucher'; terms: VoucherTerms; create: boolean; now: string }
  /** A checkout takes a use for its order, at the discount it priced. */
  | {
      type: 'UseVoucher';
      orderId: string;
      userId: string;
      lines: VoucherLine[];
      currency: ShopCurrency;
      now: string;
    }
  /** The order was cancelled, expired or never placed: its use is given back. */
  | { type: 'ReleaseVoucherUse'; orderId: string };

export const initialState: VoucherState = { terms: null, uses: [] };

export function evolve(state: VoucherState, event: VoucherEvent): VoucherState {
  switch (event.type) {
    case 'VoucherSaved':
      return { ...state, terms: event.data.terms };
    case 'VoucherUsed': {
      const { orderId, userId, discountCents, subtotalCents, at } = event.data;
      return { ...state, uses: [...state.uses, { orderId, userId, discountCents, subtotalCents, at }] };
    }
    case 'VoucherUseReleased':
      return { ...state, uses: state.uses.filter((use) => use.orderId !== event.data.orderId) };
  }
}

/**
 * What a voucher takes off these lines now, for this buyer: the one place its rules are read (the
 * preview in the cart, the checkout and the decider all ask it). Throws the reason it does not
 * apply, in the buyer's words.
 */
export function priceVoucher(
  state: VoucherState,
  input: { userId: string; lines: readonly VoucherLine[]; currency: ShopCurrency; now: string; orderId?: string },
): number {
  const terms = state.terms;
  if (!terms) throw new NotFound(voucherMessages.notFound);
  if (input.now < terms.startsAt) throw new ValidationError(voucherMessages.notStarted(shopDate(terms.startsAt)));
  if (input.now >= terms.endsAt) throw new ValidationError(voucherMessages.ended);
  const others = state.uses.filter((use) => use.orderId !== input.orderId);
  if (terms.totalUses !== null && others.length >= terms.totalUses) throw new Conflict(voucherMessages.usedUp);
  if (others.filter((use) => use.userId === input.userId).length >= terms.perCustomer)
    throw new Conflict(voucherMessages.usedByYou);
  const covered = input.lines.filter(
    (line) =>
      (terms.categories === null || terms.categories.includes(line.category)) &&
      (terms.productIds === null || terms.productIds.includes(line.productId)),
  );
  if (covered.length === 0) throw new ValidationError(voucherMessages.notForTheseProducts);
  const subtotal = input.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  if (subtotal < terms.minOrderCents)
    throw new ValidationError(voucherMessages.minOrder(formatMoney(terms.minOrderCents, input.currency)));
  const base = covered.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const off = terms.kind === 'percent' ? Math.floor((base * terms.value) / 100) : terms.value;
  return Math.min(base, off, terms.maxDiscountCents ?? Number.POSITIVE_INFINITY);
}

export function decide(command: VoucherCommand, state: VoucherState): VoucherEvent[] {
  switch (command.type) {
    case 'SaveVoucher': {
      if (command.create && state.terms) throw new Conflict(voucherMessages.exists);
      if (!command.create && !state.terms) throw new NotFound(voucherMessages.notFound);
      if (JSON.stringify(state.terms) === JSON.stringify(command.terms)) return [];
      return [{ type: 'VoucherSaved', data: { terms: command.terms, at: command.now } }];
    }
    case 'UseVoucher': {
      // The same order again (a retried checkout): the use it holds stands.
      if (state.uses.some((use) => use.orderId === command.orderId)) return [];
      const discountCents = priceVoucher(state, command);
      const { orderId, userId, now, lines } = command;
      const code = state.terms?.code ?? '';
      const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      return [{ type: 'VoucherUsed', data: { code, orderId, userId, discountCents, subtotalCents, at: now } }];
    }
    case 'ReleaseVoucherUse': {
      const use = state.uses.find((held) => held.orderId === command.orderId);
      if (!use) return [];
      const code = state.terms?.code ?? '';
      const { orderId, discountCents, subtotalCents } = use;
      return [{ type: 'VoucherUseReleased', data: { code, orderId, discountCents, subtotalCents } }];
    }
  }
}

export const voucherDecider: Decider<VoucherState, VoucherCommand, VoucherEvent> = {
  name: 'voucher@1',
  initialState,
  evolve,
  decide,
};
