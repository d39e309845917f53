import { apiRoutes } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import type { Envelope } from '../../shared/http';

export interface ClaimAnswer extends Envelope {
  count: number;
  orderIds: string[];
}

/** Guest orders joining the account (issue 28); apart from authApi, so sign-in's first load has none of it. */
export const claimApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Attaches the guest orders of a claim link to the signed-in account; how many moved. */
    claimOrders: build.mutation<ClaimAnswer, { token: string }>({
      query: (body) => ({ method: 'POST', url: apiRoutes.auth.claimOrders, body }),
      transformResponse: (answer) => answer as ClaimAnswer,
      // The answer names the orders, not what the account's list shows: that list is read again.
      invalidatesTags: (answer) => (answer?.count ? ['Order'] : []),
    }),
    /** E-mails the account a claim link, if guest orders were placed with its e-mail. */
    requestClaimOrders: build.mutation<Envelope, void>({
      query: () => ({ method: 'POST', url: apiRoutes.auth.claimOrdersRequest }),
    }),
  }),
});

export const { useClaimOrdersMutation, useRequestClaimOrdersMutation } = claimApi;
