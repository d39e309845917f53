import { apiRoutes } from '@tavico/contracts/client';
import { http, type Envelope } from '../../shared/http';

/** Guest orders joining the account (issue 28); apart from authApi, so sign-in's first load has none of it. */
export const claimApi = {
  /** Attaches the guest orders of a claim link to the signed-in account; how many moved. */
  claimOrders: (body: { token: string }) =>
    http.post<Envelope & { count: number; orderIds: string[] }>(apiRoutes.auth.claimOrders, body),
  /** E-mails the account a claim link, if guest orders were placed with its e-mail. */
  requestClaimOrders: () => http.post(apiRoutes.auth.claimOrdersRequest),
};
