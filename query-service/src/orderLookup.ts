import express, { type Router } from 'express';
import {
  NotFound,
  TooManyRequests,
  apiRoutes,
  awaitsPayment,
  bankTransferDetails,
  collections,
  guestMessages,
  followedOrderView,
  orderLookupRequest,
  parseBody,
  phoneDigits,
  samePhone,
  type OrderDocument,
  type UserDocument,
} from '@tavico/contracts';
import { createMemoryRateLimiter, limitedAddressOf } from '@tavico/infrastructure';
import type { QueryDeps } from './deps';
import { readSiteSettings } from './siteSettings';

/**
 * Orders followed without an account (issue 28): "Tra cứu đơn hàng" finds one by its code and the
 * phone it was placed with, a few times an hour from one address (and a few misses for one phone
 * from anywhere), answering an unknown code and a
 * wrong phone alike; a signed link from a guest's e-mail opens its one order.
 */
export function orderLookupQueries(deps: QueryDeps): Router {
  const router = express.Router();
  const orders = () => deps.store.collection<OrderDocument>(collections.orders);
  const limiter = deps.lookups?.limiter ?? createMemoryRateLimiter({ windowMs: 3600_000 });
  const perHour = deps.lookups?.perIpPerHour ?? 20;

  /**
   * The order as its page shows it, with how to pay a transfer still awaited, and whether it is an
   * account's (its return is asked signed in, not through the link).
   */
  const answer = async (order: OrderDocument) => {
    const buyer = await deps.store.collection<UserDocument>(collections.users).findOne({ _id: order.userId });
    const bankTransfer =
      order.paymentMethod === 'bank-transfer' && awaitsPayment(order)
        ? bankTransferDetails(order, await readSiteSettings(deps.store))
        : null;
    return {
      success: true,
      data: followedOrderView(order),
      accountOrder: buyer?.role !== 'guest',
      ...(bankTransfer ? { bankTransfer } : {}),
      ...(deps.orderLinks ? { followToken: deps.orderLinks.token(order._id) } : {}),
    };
  };

  router.post(apiRoutes.shop.orderLookup, async (req, res) => {
    const key = `lookup-ip:${limitedAddressOf(req)}`;
    if ((await limiter.count(key)) >= perHour) throw new TooManyRequests(guestMessages.tooManyLookups, 3600);
    await limiter.hit(key);
    const { code, phone } = parseBody(orderLookupRequest, req.body);
    // Codes run in sequence: whoever knows a phone could walk them from many addresses. Misses
    // for one phone are counted from everywhere too, and stop at the same number an hour.
    const phoneKey = `lookup-phone:${phoneDigits(phone)}`;
    if ((await limiter.count(phoneKey)) >= perHour) throw new TooManyRequests(guestMessages.tooManyLookups, 3600);
    const order = await orders().findOne({ code });
    if (!order || !samePhone(order.address?.phone ?? '', phone)) {
      await limiter.hit(phoneKey);
      throw new NotFound(guestMessages.lookupMiss);
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await answer(order));
  });

  router.get(apiRoutes.shop.orderFollow, async (req, res) => {
    const orderId = deps.orderLinks?.orderIdOf(String(req.params.token)) ?? null;
    const order = orderId ? await orders().findOne({ _id: orderId }) : null;
    if (!order) throw new NotFound(guestMessages.linkInvalid);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await answer(order));
  });

  return router;
}
