import { effectivePriceCents, streams, vietnamYear, type OrderLine, type ShopCurrency } from '@tavico/contracts';
import {
  addressBookDecider,
  codeOf,
  completePaidOrder,
  orderCodesDecider,
  orderDecider,
  productDecider,
  streamRegistry,
} from '@tavico/domain';
import { sendAll, type CommandContext, type CommandHandler } from '@tavico/infrastructure';
import { demoAddresses } from './catalogue';

/**
 * A paid order through the same deciders checkout uses: an address, stock held and committed,
 * the cart checked out. Paid through a `demo` provider, as no buyer approved anything.
 */
export async function demoOrder(
  commands: CommandHandler,
  context: CommandContext,
  customer: { id: string; userName: string; index: number },
  productIds: string[],
  /** The shop's currency, which the order's amounts are in (an order without one reads as dollars). */
  currency: ShopCurrency,
  /** Delivered too: a return may be asked for `returnDays` days (issue 30). */
  deliver?: { returnDays: number },
): Promise<void> {
  const as: CommandContext = { ...context, actorId: customer.id, actorRole: 'customer' };
  const orderId = `demo-order-${customer.index}`;
  const addressId = `demo-address-${customer.index}`;
  const address = demoAddresses[(customer.index - 1) % demoAddresses.length];
  const now = () => new Date().toISOString();

  const book = await commands.load(streams.addressBook(customer.id), addressBookDecider);
  if (!book.state.addresses.some((a) => a.addressId === addressId)) {
    const add = { type: 'AddAddress' as const, userId: customer.id, addressId, fields: address };
    await commands.handle(streams.addressBook(customer.id), addressBookDecider, add, as);
  }
  let { state: order } = await commands.load(streams.order(orderId), orderDecider);
  if (!order) {
    const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
    const items: OrderLine[] = [];
    for (const productId of productIds) {
      const reserve = { type: 'ReserveStock' as const, productId, orderId, quantity: 1, expiresAt };
      const { state } = await commands.handle(streams.product(productId), productDecider, reserve, as);
      if (state.status === 'none') continue;
      items.push({
        productId,
        title: state.title,
        image: state.image,
        priceCents: effectivePriceCents(state),
        quantity: 1,
        // The stall that ships it (the house's own lines have none).
        supplierId: state.postedBy,
      });
    }
    // The year's next code, as a checkout takes it.
    const placedAt = now();
    const year = vietnamYear(placedAt);
    const assign = { type: 'AssignOrderCode' as const, year, orderId };
    const codes = await commands.handle(streams.orderCodes(year), orderCodesDecider, assign, as);
    const data = {
      orderId,
      code: codeOf(codes.state, orderId) ?? undefined,
      userId: customer.id,
      userName: customer.userName,
      items,
      address: { addressId, ...address },
      paymentMethod: 'paypal' as const,
      currency,
      placedAt,
      expiresAt,
    };
    order = (await commands.handle(streams.order(orderId), orderDecider, { type: 'PlaceOrder', data }, as)).state;
  }
  const paymentId = `DEMO-${customer.index}`;
  const payment = { type: 'RecordPayment' as const, provider: 'demo', paymentId, approvalURL: '', now: now() };
  await commands.handle(streams.order(orderId), orderDecider, payment, as);
  const confirm = {
    type: 'ConfirmPayment' as const,
    payerId: `DEMOPAYER${customer.index}`,
    captureId: paymentId,
    now: now(),
  };
  const paid = await commands.handle(streams.order(orderId), orderDecider, confirm, as);
  if (paid.state) await sendAll({ commands, registry: streamRegistry }, completePaidOrder(paid.state), as);
  if (deliver && paid.state?.orderStatus !== 'delivered') {
    const staff: CommandContext = { ...context, actorRole: 'admin' };
    const by = { id: 'demo', name: 'Tavico Home' };
    const delivered = { type: 'ChangeOrderStatus' as const, to: 'delivered' as const, by, now: now(), ...deliver };
    await commands.handle(streams.order(orderId), orderDecider, delivered, staff);
  }
}
