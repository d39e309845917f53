import {
  bankTransferDetails,
  collections,
  defaultSiteSettings,
  type OrderDocument,
  type SiteSettings,
  type SiteSettingsDocument,
  type UserDocument,
} from '@tavico/contracts';
import type { DocumentStore, JobContext, JobQueue, Mailer, OrderLinks } from '@tavico/infrastructure';
import type { Reactor } from '../projection';
import { orderEmailKindOf, type OrderEmailKind } from '../mail/orderEmails';
import { deliverWith, type DeliverOrderEmail } from '../mail/orderEmailThread';

export const orderEmailJob = 'order-email';
export interface OrderEmailData {
  eventId: string;
  kind: OrderEmailKind;
  orderId: string;
}

/**
 * Which messages went out, by the event they tell of: a job run again (a retry, a redelivery)
 * sends nothing the second time. Bookkeeping of a side effect, not a read model: it is kept
 * outside the rebuildable generations.
 */
export const sentEmailsCollection = 'sentEmails';

/** An e-mail job for each order event a shopper hears about, one per event however often it is seen. */
export function orderEmailReactor(deps: { queue: JobQueue }): Reactor {
  return {
    name: 'order-emails',
    handles: [
      'OrderPlaced',
      'OrderPaid',
      'OrderStatusChanged',
      'OrderCancelled',
      'OrderPaymentFailed',
      'OrderExpired',
      'OrderRefunded',
    ],
    async react(event) {
      const kind = orderEmailKindOf(event);
      if (!kind || !('orderId' in event.data)) return;
      const data: OrderEmailData = { eventId: event.id, kind, orderId: event.data.orderId };
      await deps.queue.add(orderEmailJob, data, {
        jobId: `${orderEmailJob}-${event.id}`,
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
      });
    },
  };
}

/**
 * Sends one order e-mail to the order's buyer, from the read models as they are now, unless it
 * was sent already. A failure (the SMTP server away) throws, and the queue tries again later.
 */
export function sendOrderEmail(deps: {
  store: DocumentStore;
  mailer: Mailer;
  /** Where the shop is (PUBLIC_URL), for the link in the e-mail. */
  shopUrl?: string;
  /** Signs the link a guest's e-mails carry to its order (issue 28); without, guests get none. */
  orderLinks?: OrderLinks;
  /** Renders and sends (a mail thread's, say); by default on this thread, through `mailer`. */
  deliver?: DeliverOrderEmail;
}) {
  const deliver = deps.deliver ?? deliverWith(deps.mailer);
  const sent = () => deps.store.collection<{ _id: string; at: string }>(sentEmailsCollection);
  return async ({ data }: JobContext<OrderEmailData>): Promise<{ outcome: string }> => {
    if (await sent().findOne({ _id: data.eventId })) return { outcome: 'sent already' };
    const order = await deps.store.collection<OrderDocument>(collections.orders).findOne({ _id: data.orderId });
    if (!order) throw new Error(`order ${data.orderId} is not in the read model yet`);
    const buyer = await deps.store.collection<UserDocument>(collections.users).findOne({ _id: order.userId });
    // A guest's e-mail is the one it gave at checkout; its account e-mail is a placeholder.
    const to = buyer?.role === 'guest' ? buyer.contactEmail : buyer?.email;
    if (!to) return { outcome: 'no address to send to' };
    if (data.kind === 'paid' && order.paymentMethod === 'cod') return { outcome: 'cash on delivery: told at delivery' };
    const saved = await deps.store.collection<SiteSettingsDocument>(collections.siteSettings).findOne({ _id: 'site' });
    const settings: SiteSettings = saved ? { ...defaultSiteSettings, ...saved } : defaultSiteSettings;
    const context = {
      shopName: settings.companyName,
      shopUrl: deps.shopUrl,
      followToken: buyer?.role === 'guest' ? (deps.orderLinks?.token(order._id) ?? null) : null,
      hotline: settings.hotlines[0],
      transfer: order.paymentMethod === 'bank-transfer' ? bankTransferDetails(order, settings) : null,
    };
    await deliver({ kind: data.kind, order, context, to, messageId: `<${data.eventId}@tavico.vn>` });
    await sent().updateOne({ _id: data.eventId }, { $set: { at: new Date().toISOString() } }, { upsert: true });
    return { outcome: `sent: ${data.kind}` };
  };
}
