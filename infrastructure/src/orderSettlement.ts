import { cartCheckoutDecider, stockDecider, streams, type OrderState, type ReleaseReason } from '@tavico/contracts';
import type { CommandContext, CommandHandler } from './commands';

const latest = (positions: (number | null)[]): number | null =>
  positions.reduce<number | null>((max, p) => (p !== null && (max === null || p > max) ? p : max), null);

/**
 * What follows an order's decision on the other streams it touches, taken by the checkout and,
 * after a crash, by the process manager. Every step is idempotent, so repeating one is safe.
 */
export function createOrderSettlement(commands: CommandHandler) {
  /** Gives back what the order holds on each product (none held: nothing changes). */
  async function releaseStock(
    orderId: string,
    productIds: string[],
    reason: ReleaseReason,
    context: CommandContext,
  ): Promise<number | null> {
    const results = [];
    for (const productId of productIds) {
      const command = { type: 'ReleaseStock' as const, productId, orderId, reason };
      results.push(await commands.handle(streams.product(productId), stockDecider, command, context));
    }
    return latest(results.map((r) => r.position));
  }

  /** A paid order: its units leave the stock and its products leave the buyer's cart. */
  async function completePaidOrder(order: OrderState, context: CommandContext): Promise<number | null> {
    const positions = [];
    for (const { productId } of order.items) {
      const command = { type: 'CommitStock' as const, productId, orderId: order.orderId };
      positions.push((await commands.handle(streams.product(productId), stockDecider, command, context)).position);
    }
    const checkout = {
      type: 'CheckOutCart' as const,
      userId: order.userId,
      orderId: order.orderId,
      productIds: order.items.map((i) => i.productId),
    };
    positions.push(
      (await commands.handle(streams.cart(order.userId), cartCheckoutDecider, checkout, context)).position,
    );
    return latest(positions);
  }

  return { releaseStock, completePaidOrder };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
