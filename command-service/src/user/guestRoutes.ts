import express, { type Request, type Router } from 'express';
import {
  TooManyRequests,
  apiRoutes,
  guestContactRequest,
  messages,
  normalizeEmail,
  parseBody,
  streams,
} from '@tavico/contracts';
import { limitedAddressOf, type RateLimiter, type SessionTokens } from '@tavico/infrastructure';
import {
  availableToSell,
  cartDecider,
  guestEmailDecider,
  productDecider,
  toSessionUser,
  userDecider,
} from '@tavico/domain';
import type { CommandContext, CommandHandler } from '../handler';
import type { RequireUser, SignedInUser } from '../auth/authenticate';
import { setSessionCookie, type CookieSettings } from '../auth/session';
import { requestContext } from './routes';
import { moveOrders, ordersOf } from './claimRoutes';

export interface GuestDeps {
  commands: CommandHandler;
  tokens: SessionTokens;
  requireUser: RequireUser;
  /** The request's user, or null: never throws for a request without a session. */
  currentUser: (req: Request) => Promise<SignedInUser | null>;
  guestLimiter: RateLimiter;
  now: () => Date;
  ids: () => string;
  settings: CookieSettings & { guestSessionDays: number; guestsPerIpPerHour: number };
}

/**
 * Guests (issue 28): a shopper who puts something in the cart without an account gets a guest id
 * and a session of its own, so its cart, addresses and orders live on the server as an account's
 * do. It gives a name and an e-mail at checkout; signing in later in the same browser brings its
 * cart into the account's (`joinGuest`).
 */
export function guestRoutes(deps: GuestDeps): Router {
  const router = express.Router();
  const { settings } = deps;

  router.post(apiRoutes.auth.guest, async (req, res) => {
    // A session already held (a guest's or an account's) is answered as it is: no second guest.
    const current = await deps.currentUser(req);
    if (current) {
      res.json({ success: true, user: toSessionUser(current), position: null });
      return;
    }
    const ipKey = `guest-ip:${limitedAddressOf(req)}`;
    if ((await deps.guestLimiter.count(ipKey)) >= settings.guestsPerIpPerHour) {
      throw new TooManyRequests(messages.tooManyGuests, 3600);
    }
    await deps.guestLimiter.hit(ipKey);
    const now = deps.now();
    const userId = deps.ids();
    const sessionId = deps.ids();
    const expiresAt = new Date(now.getTime() + settings.guestSessionDays * 24 * 3600_000);
    const { state, position } = await deps.commands.handle(
      streams.user(userId),
      userDecider,
      { type: 'StartGuest', userId, sessionId, now, expiresAt },
      requestContext(req, { id: userId, role: 'guest' }),
    );
    const token = deps.tokens.issue({ sid: sessionId, uid: userId, exp: Math.floor(expiresAt.getTime() / 1000) });
    setSessionCookie(req, res, token, expiresAt, settings);
    res.status(201).json({ success: true, message: messages.guestStarted, user: toSessionUser(state!), position });
  });

  router.put(apiRoutes.auth.guestContact, async (req, res) => {
    const guest = await deps.requireUser(req);
    const contact = parseBody(guestContactRequest, req.body);
    const context = requestContext(req, { id: guest.userId, role: guest.role });
    const { state, position } = await deps.commands.handle(
      streams.user(guest.userId),
      userDecider,
      { type: 'GiveGuestContact', ...contact },
      context,
    );
    // Noted under the e-mail, so an account registered with it later can be offered these orders.
    if (state?.contactEmail) {
      const email = normalizeEmail(state.contactEmail);
      await deps.commands.handle(
        streams.guestEmail(email),
        guestEmailDecider,
        { type: 'NoteGuestEmail', email, guestId: guest.userId },
        context,
      );
    }
    res.json({ success: true, message: messages.guestContactSaved, user: toSessionUser(state!), position });
  });

  return router;
}

/**
 * A guest signing in to an account in the same browser: its cart's lines join the account's (as
 * far as stock allows, domain's MergeCart), its orders move to the account (holding the guest's
 * session proves they are the buyer's), then the guest's session ends. Their links and the order
 * lookup still find them.
 */
export function createGuestJoin(deps: Pick<GuestDeps, 'commands' | 'currentUser' | 'now'>) {
  return async (req: Request, accountId: string, context: CommandContext): Promise<void> => {
    const guest = await deps.currentUser(req);
    if (!guest || guest.role !== 'guest') return;
    const { state: cart } = await deps.commands.load(streams.cart(guest.userId), cartDecider);
    const lines = await Promise.all(
      cart.lines.map(async ({ productId, quantity, sku }) => {
        const { state } = await deps.commands.load(streams.product(productId), productDecider);
        return { productId, quantity, ...(sku ? { sku } : {}), available: availableToSell(state, sku) };
      }),
    );
    if (lines.length > 0) {
      await deps.commands.handle(
        streams.cart(accountId),
        cartDecider,
        { type: 'MergeCart', userId: accountId, lines },
        context,
      );
    }
    const orders = (await ordersOf(deps.commands, guest.userId))
      .filter((order) => order?.userId === guest.userId)
      .map((order) => ({ orderId: order!.orderId, fromUserId: guest.userId }));
    await moveOrders(deps.commands, orders, accountId, 'joined', context, deps.now());
    await deps.commands.handle(streams.user(guest.userId), userDecider, { type: 'JoinAccount', accountId }, context);
  };
}
