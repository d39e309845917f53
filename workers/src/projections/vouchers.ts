import { collections, type RecordedEvent, type VoucherDocument, type VoucherEvent } from '@tavico/contracts';
import type { Projection } from '../projection';

/** Each voucher's terms, and the uses orders hold with what they came to: the owner's list. */
export const vouchersProjection: Projection<VoucherDocument> = {
  name: 'vouchers',
  collection: collections.vouchers,
  handles: ['VoucherSaved', 'VoucherUsed', 'VoucherUseReleased'],
  documentId: (event) => {
    const data = event.data as Partial<VoucherEvent['data']>;
    return 'terms' in data && data.terms ? data.terms.code : 'code' in data && data.code ? data.code : null;
  },
  evolve(voucher, recorded) {
    const event = recorded as RecordedEvent<VoucherEvent>;
    const updatedAt = event.metadata.time;
    if (event.type === 'VoucherSaved') {
      const { terms } = event.data;
      return voucher
        ? { ...voucher, terms, updatedAt }
        : { _id: terms.code, terms, uses: 0, discountCents: 0, subtotalCents: 0, updatedAt };
    }
    if (!voucher) return null;
    const sign = event.type === 'VoucherUsed' ? 1 : -1;
    return {
      ...voucher,
      uses: voucher.uses + sign,
      discountCents: voucher.discountCents + sign * event.data.discountCents,
      subtotalCents: voucher.subtotalCents + sign * event.data.subtotalCents,
      updatedAt,
    };
  },
  indexes: [{ keys: { updatedAt: -1 } }],
};
