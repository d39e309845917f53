import { voucherMessages, type VoucherEvent, type VoucherLine, type VoucherTerms } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { priceVoucher, voucherDecider } from './voucher';

const at = (day: number) => `2026-12-${String(day).padStart(2, '0')}T03:00:00.000Z`;
/** TET10: 10% off tables and chairs, at most 500.000 ₫, on orders from 2.000.000 ₫, 3 uses, 1 each. */
const terms: VoucherTerms = {
  code: 'TET10',
  kind: 'percent',
  value: 10,
  minOrderCents: 2_000_000,
  maxDiscountCents: 500_000,
  startsAt: at(1),
  endsAt: at(20),
  totalUses: 3,
  perCustomer: 1,
  categories: ['ban', 'ghe'],
  productIds: null,
};
const saved: VoucherEvent = { type: 'VoucherSaved', data: { terms, at: at(1) } };
const used = (orderId: string, userId: string, discountCents = 320_000, subtotalCents = 3_200_000): VoucherEvent => ({
  type: 'VoucherUsed',
  data: { code: 'TET10', orderId, userId, discountCents, subtotalCents, at: at(5) },
});
const table: VoucherLine = { productId: 'p1', category: 'ban', priceCents: 3_200_000, quantity: 1 };
const bed: VoucherLine = { productId: 'p2', category: 'giuong', priceCents: 9_000_000, quantity: 1 };
const use = (orderId: string, userId: string, lines: VoucherLine[] = [table], now = at(5)) => ({
  type: 'UseVoucher' as const,
  orderId,
  userId,
  lines,
  currency: 'VND' as const,
  now,
});

describe('a voucher', () => {
  it('takes its percent off the lines it covers, and never more than its cap', () => {
    givenEvents(voucherDecider, [saved])
      .when(use('o1', 'u1'))
      .then([used('o1', 'u1', 320_000)]);
    // A bed is not covered: 10% of the table alone; two tables reach the cap.
    const state = givenEvents(voucherDecider, [saved]).state;
    const price = (lines: VoucherLine[]) => priceVoucher(state, { userId: 'u1', lines, currency: 'VND', now: at(5) });
    expect(price([table, bed])).toBe(320_000);
    expect(price([{ ...table, quantity: 2 }])).toBe(500_000);
    // An amount voucher takes its amount, never more than the lines it covers.
    const amount = givenEvents(voucherDecider, [
      { type: 'VoucherSaved', data: { terms: { ...terms, kind: 'amount', value: 5_000_000 }, at: at(1) } },
    ]).state;
    expect(priceVoucher(amount, { userId: 'u1', lines: [table, bed], currency: 'VND', now: at(5) })).toBe(500_000);
  });

  it('refuses, saying why: before it starts, once it ends, below its minimum, on products it does not cover', () => {
    givenEvents(voucherDecider, [saved])
      .when(use('o1', 'u1', [table], '2026-11-30T00:00:00.000Z'))
      .thenRejects({ status: 400, message: voucherMessages.notStarted('01/12/2026') });
    givenEvents(voucherDecider, [saved])
      .when(use('o1', 'u1', [table], at(20)))
      .thenRejects({
        status: 400,
        message: voucherMessages.ended,
      });
    givenEvents(voucherDecider, [saved])
      .when(use('o1', 'u1', [{ ...table, priceCents: 1_500_000 }]))
      .thenRejects({ status: 400, message: voucherMessages.minOrder('2.000.000 ₫') });
    givenEvents(voucherDecider, [saved])
      .when(use('o1', 'u1', [bed]))
      .thenRejects({ status: 400, message: voucherMessages.notForTheseProducts });
    givenEvents(voucherDecider, []).when(use('o1', 'u1')).thenRejects({ status: 404 });
  });

  it('is used at most its uses in all and per buyer; a retried checkout keeps its use', () => {
    givenEvents(voucherDecider, [saved, used('o1', 'u1')])
      .when(use('o2', 'u1'))
      .thenRejects({ status: 409, message: voucherMessages.usedByYou });
    givenEvents(voucherDecider, [saved, used('o1', 'u1'), used('o2', 'u2'), used('o3', 'u3')])
      .when(use('o4', 'u4'))
      .thenRejects({ status: 409, message: voucherMessages.usedUp });
    givenEvents(voucherDecider, [saved, used('o1', 'u1')])
      .when(use('o1', 'u1'))
      .then([]);
  });

  it('gets a use back from an order cancelled or expired, once', () => {
    const released: VoucherEvent = {
      type: 'VoucherUseReleased',
      data: { code: 'TET10', orderId: 'o1', discountCents: 320_000, subtotalCents: 3_200_000 },
    };
    const release = { type: 'ReleaseVoucherUse' as const, orderId: 'o1' };
    givenEvents(voucherDecider, [saved, used('o1', 'u1')])
      .when(release)
      .then([released]);
    givenEvents(voucherDecider, [saved, used('o1', 'u1'), released])
      .when(release)
      .then([]);
    // The buyer may use it again once it is back.
    givenEvents(voucherDecider, [saved, used('o1', 'u1'), released])
      .when(use('o5', 'u1'))
      .then([used('o5', 'u1')]);
  });

  it('is created once, and changed only once it exists', () => {
    const save = (create: boolean, value = 10) => ({
      type: 'SaveVoucher' as const,
      terms: { ...terms, value },
      create,
      now: at(1),
    });
    givenEvents(voucherDecider, []).when(save(true)).then([saved]);
    givenEvents(voucherDecider, [saved]).when(save(true)).thenRejects({ status: 409, message: voucherMessages.exists });
    givenEvents(voucherDecider, []).when(save(false)).thenRejects({ status: 404 });
    givenEvents(voucherDecider, [saved]).when(save(false)).then([]);
    givenEvents(voucherDecider, [saved])
      .when(save(false, 15))
      .then([{ type: 'VoucherSaved', data: { terms: { ...terms, value: 15 }, at: at(1) } }]);
  });
});
