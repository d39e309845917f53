import { apiRoutes, type CategoryId, type ShopCurrency } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';
import type { PageEnvelope } from '../../shared/paging';

/** A voucher as the owner's list shows it (amounts in major units of the shop's currency). */
export interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minOrder: number;
  maxDiscount: number | null;
  startsAt: string;
  endsAt: string;
  totalUses: number | null;
  perCustomer: number;
  categories: CategoryId[] | null;
  productIds: string[] | null;
  running: boolean;
  uses: number;
  discount: number;
  revenue: number;
}

/** What the form sends: the row's terms. */
export type VoucherForm = Omit<VoucherRow, 'running' | 'uses' | 'discount' | 'revenue'>;

/** The owner's vouchers (issue 30): the list, creating one and changing one refetch it. */
export const vouchersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminVouchers: build.query<PageEnvelope<VoucherRow> & { currency: ShopCurrency }, number>({
      query: (page) => (page > 1 ? `${apiRoutes.vouchers.adminList}?page=${page}` : apiRoutes.vouchers.adminList),
      transformResponse: (answer) => answer as PageEnvelope<VoucherRow> & { currency: ShopCurrency },
      providesTags: ['Voucher'],
    }),
    saveVoucher: build.mutation<DataEnvelope<{ code: string }>, { form: VoucherForm; create: boolean }>({
      query: ({ form, create }) =>
        create
          ? { method: 'POST', url: apiRoutes.vouchers.create, body: form }
          : { method: 'PUT', url: route(apiRoutes.vouchers.update, { code: form.code }), body: form },
      transformResponse: (answer) => answer as DataEnvelope<{ code: string }>,
      invalidatesTags: ['Voucher'],
    }),
  }),
});

export const { useAdminVouchersQuery, useSaveVoucherMutation } = vouchersAdminApi;
