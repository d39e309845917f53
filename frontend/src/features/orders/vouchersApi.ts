import { apiRoutes, type ShopCurrency } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { DataEnvelope } from '../../shared/http';

/** What a voucher takes off the cart as it stands, as the server prices it (issue 30). */
export interface VoucherPreview {
  code: string;
  currency: ShopCurrency;
  subtotal: number;
  discount: number;
  endsAt: string | null;
}

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked, not stored: the order is priced again when it is placed. */
    checkVoucher: build.mutation<VoucherPreview, string>({
      query: (code) => ({ method: 'POST', url: apiRoutes.vouchers.check, body: { code } }),
      transformResponse: (answer) => (answer as DataEnvelope<VoucherPreview>).data,
    }),
  }),
});

export const { useCheckVoucherMutation } = vouchersApi;
