import type { VoucherTerms } from '@tavico/contracts';
import { vouchersProjection } from './vouchers';
import { fold, recorded } from './recorded';

const terms: VoucherTerms = {
  code: 'TET10',
  kind: 'percent',
  value: 10,
  minOrderCents: 0,
  maxDiscountCents: null,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  totalUses: null,
  perCustomer: 1,
  categories: null,
  productIds: null,
};
const use = (orderId: string, discountCents: number, subtotalCents: number) =>
  recorded({
    type: 'VoucherUsed',
    data: { code: 'TET10', orderId, userId: 'u1', discountCents, subtotalCents, at: '2026-12-02T00:00:00.000Z' },
  });

describe('the vouchers read model', () => {
  it('counts the uses orders hold and what they came to, less those given back', () => {
    const events = [
      recorded({ type: 'VoucherSaved', data: { terms, at: '2026-12-01T00:00:00.000Z' } }),
      use('o1', 320_000, 3_200_000),
      use('o2', 100_000, 1_000_000),
      recorded({
        type: 'VoucherUseReleased',
        data: {
          code: 'TET10',
          orderId: 'o1',
          discountCents: 320_000,
          subtotalCents: 3_200_000,
        },
      }),
    ];
    expect(events.map((e) => vouchersProjection.documentId(e))).toEqual(['TET10', 'TET10', 'TET10', 'TET10']);
    expect(fold(vouchersProjection, events)).toMatchObject({
      _id: 'TET10',
      terms,
      uses: 1,
      discountCents: 100_000,
      subtotalCents: 1_000_000,
    });
    // A use of a code the model never saw saved makes nothing up.
    expect(fold(vouchersProjection, [use('o3', 1, 1)])).toBeNull();
  });
});
