import { z } from 'zod';
import type { DomainEvent } from './eventBase';
import { msg, type Lang } from './i18n/message';
import { zodSays } from './validation';

/**
 * Guest orders joining an account (issue 28). In the guest's own browser they move when its session
 * joins the account; from elsewhere, the account's e-mail gets a one-use link (the shop does not
 * verify e-mails, so an e-mail alone proves nothing): only whoever reads that mailbox attaches them.
 */
export const claimMessages = {
  linkSent: msg('claim.linkSent'),
  tooManyRequests: msg('claim.tooManyRequests'),
  tokenInvalid: msg('claim.tokenInvalid'),
  tokenUsed: msg('claim.tokenUsed'),
  tokenExpired: msg('claim.tokenExpired'),
  otherAccount: msg('claim.otherAccount'),
  attached: (count: number) => msg('claim.attached', { count }),
  orderTaken: msg('claim.orderTaken'),
} as const;

/** A claim link's token: 32 random bytes in base64url, as a reset link's. */
export const claimTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const claimOrdersRequest = z.object({
  token: z
    .string({ error: zodSays(claimMessages.tokenInvalid) })
    .regex(claimTokenPattern, zodSays(claimMessages.tokenInvalid)),
});
export type ClaimOrdersRequest = z.infer<typeof claimOrdersRequest>;

/** What the claim route answers: how many orders moved to the account. */
export interface ClaimOrdersResponse {
  success: true;
  message: string;
  count: number;
  orderIds: string[];
  position: number | null;
}

// ---- order-claim-{SHA-256 of the token, hex} ----
/** One guest order the link attaches, and the guest it belonged to when the link was sent. */
export interface ClaimedOrderRef {
  orderId: string;
  fromUserId: string;
}
/** A claim link was sent to the account's e-mail: only the token's hash is kept. */
export type OrderClaimRequested = DomainEvent<
  'OrderClaimRequested',
  { tokenHash: string; accountId: string; orders: ClaimedOrderRef[]; requestedAt: string; expiresAt: string }
>;
/** The link was spent: it attaches nothing again. */
export type OrderClaimUsed = DomainEvent<'OrderClaimUsed', { tokenHash: string; accountId: string; usedAt: string }>;
export type OrderClaimEvent = OrderClaimRequested | OrderClaimUsed;

// ---- guest-email-{normalized email}: the guests that gave this e-mail at checkout ----
export type GuestEmailNoted = DomainEvent<'GuestEmailNoted', { email: string; guestId: string }>;
export type GuestEmailEvent = GuestEmailNoted;

/**
 * The job that e-mails a claim link, queued by the command side (the token lives only in the job
 * and the e-mail, as a reset link's does).
 */
export const orderClaimEmailJobName = 'order-claim-email';
export interface OrderClaimEmailData {
  to: string;
  userName: string;
  link: string;
  /** How many orders the link attaches. */
  count: number;
  validMinutes: number;
  /** The first characters of the token's hash: the message's id, the same on a retry. */
  ref: string;
  /** The language of the request that asked for it (decisions §32); before: Vietnamese. */
  lang?: Lang;
  /** The orders, so the reader can tell they are theirs; jobs queued before have none. */
  orders?: ClaimEmailOrder[];
}

/** One order as the claim e-mail lists it: its code, the day it was placed, where it goes. */
export interface ClaimEmailOrder {
  code: string;
  placedAt: string;
  /** The delivery province's name (an old address's city); empty when it has neither. */
  province: string;
}
