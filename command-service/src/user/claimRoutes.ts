import express, { type Request, type Router } from 'express';
import {
  AppError,
  Forbidden,
  ServiceUnavailable,
  TooManyRequests,
  adminUnits,
  apiRoutes,
  claimMessages,
  claimOrdersRequest,
  messages,
  normalizeEmail,
  orderClaimEmailJobName,
  parseBody,
  requestLang,
  streams,
  type ClaimEmailOrder,
  type ClaimedOrderRef,
  type OrderClaimEmailData,
} from '@tavico/contracts';
import { limitedAddressOf, type JobQueue, type RateLimiter } from '@tavico/infrastructure';
import {
  checkoutOrdersFold,
  claimableOrders,
  guestEmailDecider,
  orderClaimDecider,
  orderDecider,
  stillClaimable,
  userDecider,
} from '@tavico/domain';
import type { CommandContext, CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { requestContext } from './routes';
import { newLinkToken, tokenHashOf } from './linkTokens';

export interface ClaimDeps {
  commands: CommandHandler;
  requireUser: RequireUser;
  currentUser: (req: Request) => Promise<SignedInUser | null>;
  /** Claim e-mails per e-mail and per address an hour (the reset links' limiter, keys of their own). */
  claimLimiter: RateLimiter;
  /** Where the claim e-mail's job goes; without one, no link is sent. */
  queue: JobQueue | null;
  now: () => Date;
  publicUrl?: string;
  settings: { passwordResetPerEmailPerHour: number; passwordResetPerIpPerHour: number; orderClaimTtlMs?: number };
}

/** An order as the claim e-mail lists it: its code (or its id's end), day and delivery province. */
function claimEmailOrder(order: NonNullable<Awaited<ReturnType<typeof ordersOf>>[number]>): ClaimEmailOrder {
  const { provinceCode, city } = order.address;
  return {
    code: order.code ?? `#${order.orderId.slice(-8)}`,
    placedAt: order.placedAt,
    province: (provinceCode ? adminUnits.province(provinceCode)?.name : undefined) ?? city ?? '',
  };
}

/** How long a claim link opens when the settings say nothing: a day (the buyer may read mail late). */
const defaultClaimTtlMs = 24 * 3600_000;

/** The orders a buyer placed (every checkout it started names its order; some never placed one). */
export async function ordersOf(commands: CommandHandler, userId: string) {
  const { state: orderIds } = await commands.load(streams.checkout(userId), checkoutOrdersFold);
  return Promise.all(
    orderIds.map(async (orderId) => (await commands.load(streams.order(orderId), orderDecider)).state),
  );
}

/** Guests as they stand now, each with the orders its checkouts placed. */
const guestsWithOrders = (commands: CommandHandler, guestIds: string[]) =>
  Promise.all(
    [...new Set(guestIds)].map(async (guestId) => ({
      guest: (await commands.load(streams.user(guestId), userDecider)).state,
      orders: await ordersOf(commands, guestId),
    })),
  );

/**
 * Moves orders to an account (domain's ClaimOrder on each). An order that moved elsewhere in the
 * meantime is left where it is, and not counted; one already the account's is not counted twice.
 */
export async function moveOrders(
  commands: CommandHandler,
  refs: ClaimedOrderRef[],
  toUserId: string,
  how: 'joined' | 'emailLink',
  context: CommandContext,
  now: Date,
): Promise<{ orderIds: string[]; position: number | null }> {
  const orderIds: string[] = [];
  let position: number | null = null;
  for (const { orderId, fromUserId } of refs) {
    try {
      const result = await commands.handle(
        streams.order(orderId),
        orderDecider,
        { type: 'ClaimOrder', fromUserId, toUserId, how, now: now.toISOString() },
        context,
      );
      if (result.position !== null) {
        orderIds.push(orderId);
        position = result.position;
      }
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 404)) throw error;
    }
  }
  return { orderIds, position };
}

/**
 * Guest orders placed with an account's e-mail, from another browser (issue 28). The shop does not
 * verify e-mails, so the e-mail alone attaches nothing: the account's address gets a one-use link
 * (`order-claim-{hash}`, naming the account and the orders), and the orders move only when that
 * account, signed in, opens it.
 */
export function claimRoutes(deps: ClaimDeps) {
  const router: Router = express.Router();
  const { settings } = deps;
  const ttlMs = settings.orderClaimTtlMs ?? defaultClaimTtlMs;
  const origin = (req: Request) => deps.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;

  /** Counts one ask against the limits; false when over them (nothing is sent then). */
  async function withinLimits(req: Request, email: string): Promise<boolean> {
    const keys = { email: `claim-email:${email}`, ip: `claim-ip:${limitedAddressOf(req)}` };
    const [forEmail, fromIp] = await Promise.all([
      deps.claimLimiter.count(keys.email),
      deps.claimLimiter.count(keys.ip),
    ]);
    if (forEmail >= settings.passwordResetPerEmailPerHour || fromIp >= settings.passwordResetPerIpPerHour) return false;
    await Promise.all([deps.claimLimiter.hit(keys.email), deps.claimLimiter.hit(keys.ip)]);
    return true;
  }

  /**
   * E-mails the account a link for the guest orders placed with its e-mail, if there are any.
   * The guest of this very request is left out: signing in here moves its orders at once.
   * Answers whether it was over the limits.
   */
  async function offer(req: Request, account: { userId: string; email: string; userName: string }) {
    const email = normalizeEmail(account.email);
    const { state: guestIds } = await deps.commands.load(streams.guestEmail(email), guestEmailDecider);
    const here = await deps.currentUser(req).catch(() => null);
    const others = guestIds.filter((id) => id !== here?.userId && id !== account.userId);
    if (others.length === 0 || !deps.queue) return { limited: false };
    const guests = await guestsWithOrders(deps.commands, others);
    const orders = claimableOrders(email, guests);
    if (orders.length === 0) return { limited: false };
    if (!(await withinLimits(req, email))) return { limited: true };
    const { token, tokenHash } = newLinkToken();
    const now = deps.now();
    await deps.commands.handle(
      streams.orderClaim(tokenHash),
      orderClaimDecider,
      {
        type: 'RequestOrderClaim',
        tokenHash,
        accountId: account.userId,
        orders,
        now,
        expiresAt: new Date(now.getTime() + ttlMs),
      },
      requestContext(req, { id: account.userId, role: 'customer' }),
    );
    const data: OrderClaimEmailData = {
      to: email,
      userName: account.userName,
      link: `${origin(req)}/shop/claim-orders?token=${token}`,
      count: orders.length,
      validMinutes: Math.round(ttlMs / 60_000),
      ref: tokenHash.slice(0, 24),
      // In the language of the request that asked (decisions §32), naming each order.
      lang: requestLang({
        cookie: req.headers.cookie,
        query: req.query?.lang,
        acceptLanguage: req.headers['accept-language'],
      }),
      orders: orders.flatMap(({ orderId }) => {
        const order = guests.flatMap((g) => g.orders).find((o) => o?.orderId === orderId);
        return order ? [claimEmailOrder(order)] : [];
      }),
    };
    await deps.queue.add(orderClaimEmailJobName, data, {
      jobId: `${orderClaimEmailJobName}-${data.ref}`,
      attempts: 8,
      backoff: { type: 'exponential', delay: 5000 },
    });
    return { limited: false };
  }

  // An account asks again (its page): the same answer whether or not there was anything to send.
  router.post(apiRoutes.auth.claimOrdersRequest, async (req, res) => {
    const user = await deps.requireUser(req);
    if (user.role === 'guest') throw new Forbidden(claimMessages.otherAccount);
    if (!deps.queue) throw new ServiceUnavailable(messages.redisUnavailable);
    const { limited } = await offer(req, user);
    if (limited) throw new TooManyRequests(claimMessages.tooManyRequests, 3600);
    res.json({ success: true, message: claimMessages.linkSent });
  });

  router.post(apiRoutes.auth.claimOrders, async (req, res) => {
    const user = await deps.requireUser(req);
    const { token } = parseBody(claimOrdersRequest, req.body);
    const tokenHash = tokenHashOf(token);
    const use = { type: 'UseOrderClaim', tokenHash, accountId: user.userId, now: deps.now() } as const;
    // The link is checked (unknown, another account's, used, expired) before any order moves.
    const claim = await deps.commands.load(streams.orderClaim(tokenHash), orderClaimDecider);
    orderClaimDecider.decide(use, claim.state);
    const context = requestContext(req, { id: user.userId, role: user.role });
    // Only what the link would still be sent for moves (a guest may have corrected its e-mail since).
    const named = claim.state!.orders;
    const guests = await guestsWithOrders(
      deps.commands,
      named.map((ref) => ref.fromUserId),
    );
    const refs = stillClaimable(user.email, named, guests);
    const moved = await moveOrders(deps.commands, refs, user.userId, 'emailLink', context, use.now);
    const { position } = await deps.commands.handle(streams.orderClaim(tokenHash), orderClaimDecider, use, context);
    const count = moved.orderIds.length;
    res.json({ success: true, message: claimMessages.attached(count), count, orderIds: moved.orderIds, position });
  });

  return { router, offer };
}
