import {
  addressText,
  adminUnits,
  escapeHtml as escape,
  formatMoney,
  orderCurrency,
  formatVnd,
  deliveryWindow,
  shopDate,
  paymentMethodLabels,
  shopTimeZone,
  msg,
  say,
  type Lang,
  type MessageKey,
  type OrderStatus,
  type AnyEvent,
  type BankTransferDetails,
  type OrderState,
  type RecordedEvent,
} from '@tavico/contracts';

/** The moments a shopper hears about by e-mail. */
export type OrderEmailKind =
  'placed' | 'paid' | 'inShipping' | 'delivered' | 'cancelled' | 'rejected' | 'expired' | 'refunded';

/** Which e-mail an order event sends, if any. */
export function orderEmailKindOf(event: RecordedEvent<AnyEvent>, paymentMethod?: string): OrderEmailKind | null {
  switch (event.type) {
    case 'OrderPlaced':
      return 'placed';
    case 'OrderPaid':
      // Cash on delivery is paid at the door: the delivery's e-mail says it already.
      return event.data.method === 'cod' || paymentMethod === 'cod' ? null : 'paid';
    case 'OrderStatusChanged':
      if (event.data.to === 'inShipping') return 'inShipping';
      if (event.data.to === 'delivered') return 'delivered';
      if (event.data.to === 'rejected') return 'rejected';
      return null;
    case 'OrderCancelled':
      return 'cancelled';
    case 'OrderPaymentFailed':
      return event.data.outcome === 'cancelled' ? 'cancelled' : 'rejected';
    case 'OrderExpired':
      return 'expired';
    case 'OrderRefunded':
      return 'refunded';
    default:
      return null;
  }
}

const vietnamTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: shopTimeZone,
  dateStyle: 'short',
  timeStyle: 'short',
});

export interface OrderEmailContext {
  shopName: string;
  /** Where the shop is (PUBLIC_URL), for the link to the order; none: no link. */
  shopUrl?: string;
  hotline?: string;
  /** A guest's order: the signed link's token that opens it without signing in (issue 28). */
  followToken?: string | null;
  /** For a bank-transfer order awaiting its transfer. */
  transfer?: BankTransferDetails | null;
}

/** The status an order has when each e-mail tells of it (null: the one it has, a refund being no status). */
const statusOf: Record<OrderEmailKind, OrderStatus | null> = {
  placed: 'pending',
  paid: 'confirmed',
  inShipping: 'inShipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  rejected: 'rejected',
  expired: 'cancelled',
  refunded: null,
};

/**
 * An order e-mail in the language its buyer placed it in (Vietnamese for older orders), as HTML
 * and as plain text, with every shopper-given value escaped.
 */
export function renderOrderEmail(kind: OrderEmailKind, order: OrderState, context: OrderEmailContext) {
  const lang: Lang = order.lang ?? 'vi';
  const t = (key: `email.${string}`, params?: Record<string, string | number>) =>
    say(lang, msg(key as MessageKey, params));
  const code = order.code ?? `#${order.orderId.slice(-8).toUpperCase()}`;
  const cod = order.paymentMethod === 'cod';
  const headlineKey = kind === 'expired' && cod ? 'expiredCod' : kind;
  const saysKey =
    kind === 'placed'
      ? cod
        ? 'placedCod'
        : order.paymentMethod === 'bank-transfer'
          ? 'placedTransfer'
          : 'placed'
      : headlineKey;
  const headline = t(`email.subject.${headlineKey}`, { code });
  const says = t(`email.says.${saysKey}`);
  const status = t('email.status', { status: t(`email.statuses.${statusOf[kind] ?? order.orderStatus}`) });
  const method =
    order.paymentMethod in paymentMethodLabels ? t(`email.methods.${order.paymentMethod}`) : order.paymentMethod;
  const currency = orderCurrency(order);
  const money = (minor: number) => formatMoney(minor, currency);
  const lines = order.items.map((i) => ({
    text: `${i.title} × ${i.quantity}: ${money(i.priceCents * i.quantity)}`,
    html: `<tr><td>${escape(i.title)}</td><td style="text-align:right">${i.quantity}</td><td style="text-align:right">${money(i.priceCents * i.quantity)}</td></tr>`,
  }));
  // The shipping the server priced, inside the total, and when delivery is expected (older orders: none).
  const shipping = order.shipping;
  const expected = shipping ? deliveryWindow(order.placedAt, shipping) : null;
  const day = (d: string) => shopDate(`${d}T12:00:00+07:00`);
  const fee = shipping ? (shipping.feeCents === 0 ? t('email.free') : money(shipping.feeCents)) : null;
  const shippingLine = fee ? `${t('email.shipping')}: ${fee}` : null;
  // The voucher's discount, already inside the total (issue 30).
  const voucher = order.voucher && order.voucher.discountCents > 0 ? order.voucher : null;
  const discount = voucher
    ? { label: t('email.discount', { code: voucher.code }), amount: `−${money(voucher.discountCents)}` }
    : null;
  const deliveryLine = expected ? t('email.expected', { from: day(expected.from), to: day(expected.to) }) : null;
  // What is paid, and how: cash at the door in the order's currency, PayPal in the dollars fixed on it.
  const payLine = cod
    ? t('email.payCod', { amount: money(order.totalCents) })
    : order.charge
      ? t('email.payPaypal', {
          amount: formatMoney(order.charge.amountCents, 'USD'),
          rate: formatVnd(order.charge.vndPerUsd),
        })
      : null;
  // A refund: the last one made, and all refunded so far.
  const refund = kind === 'refunded' ? order.refunds?.records.at(-1) : undefined;
  const refundLine =
    refund && order.refunds
      ? t('email.refundLine', {
          amount: money(refund.amountCents),
          reference: refund.reference,
          total: money(order.refunds.refundedCents),
        })
      : null;
  const address = addressText(order.address, adminUnits, order.userName);
  const transfer = kind === 'placed' && order.paymentMethod === 'bank-transfer' ? context.transfer : null;
  const transferLines = transfer
    ? [
        t('email.bank', { value: transfer.bankName }),
        t('email.accountNumber', { value: transfer.accountNumber }),
        t('email.accountName', { value: transfer.accountName }),
        t('email.amount', { value: formatVnd(transfer.amountVnd) }),
        t('email.note', { value: transfer.note }),
        ...(order.expiresAt ? [t('email.heldUntil', { time: vietnamTime.format(new Date(order.expiresAt)) })] : []),
      ]
    : [];
  const base = context.shopUrl?.replace(/\/$/, '');
  const page = context.followToken ? `/shop/order-follow/${context.followToken}` : '/shop/account';
  // The shop opens in the e-mail's language: `?lang=` is remembered by the shop.
  const link = base ? `${base}${page}${lang === 'vi' ? '' : `?lang=${lang}`}` : null;
  const footer = [
    context.hotline ? t('email.hotline', { value: context.hotline }) : null,
    link ? t('email.viewOrder', { link }) : null,
    context.shopName,
  ].filter((l): l is string => l !== null);
  const hello = t('email.hello', { name: order.userName });
  const total = t('email.total');

  const text = [
    hello,
    '',
    says,
    '',
    t('email.code', { code }),
    status,
    t('email.payment', { method }),
    ...lines.map((l) => l.text),
    ...(shippingLine ? [shippingLine] : []),
    ...(discount ? [`${discount.label}: ${discount.amount}`] : []),
    `${total}: ${money(order.totalCents)}`,
    ...(deliveryLine ? [deliveryLine] : []),
    ...(payLine ? [payLine] : []),
    ...(refundLine ? [refundLine] : []),
    t('email.deliverTo', { address }),
    ...(transferLines.length ? ['', ...transferLines] : []),
    '',
    ...footer,
  ].join('\n');

  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#2b2118;line-height:1.5">
<h1 style="font-size:20px;color:#6b3f1d">${escape(headline)}</h1>
<p>${escape(hello)}</p>
<p>${escape(says)}</p>
<p><strong>${escape(t('email.code', { code }))}</strong><br>${escape(status)}<br>${escape(t('email.payment', { method }))}</p>
<table style="border-collapse:collapse;min-width:320px" cellpadding="4">${lines.map((l) => l.html).join('')}
${fee ? `<tr><td>${escape(t('email.shipping'))}</td><td></td><td style="text-align:right">${escape(fee)}</td></tr>` : ''}
${discount ? `<tr><td>${escape(discount.label)}</td><td></td><td style="text-align:right">${escape(discount.amount)}</td></tr>` : ''}
<tr><td><strong>${escape(total)}</strong></td><td></td><td style="text-align:right"><strong>${money(order.totalCents)}</strong></td></tr></table>
${payLine ? `<p><strong>${escape(payLine)}</strong></p>` : ''}
${refundLine ? `<p><strong>${escape(refundLine)}</strong></p>` : ''}
${deliveryLine ? `<p>${escape(deliveryLine)}</p>` : ''}
<p>${escape(t('email.deliverTo', { address }))}</p>
${transferLines.length ? `<div style="border:1px solid #d9c3a5;padding:12px;border-radius:6px">${transferLines.map((l) => escape(l)).join('<br>')}</div>` : ''}
<p style="color:#6f5b4b;font-size:13px">${footer.map((l) => escape(l)).join('<br>')}</p>
</body></html>`;
  return { subject: headline, text, html };
}
