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
  type AnyEvent,
  type BankTransferDetails,
  type OrderState,
  type RecordedEvent,
} from '@tavico/contracts';

/** The moments a shopper hears about by e-mail. */
export type OrderEmailKind = 'placed' | 'paid' | 'inShipping' | 'delivered' | 'cancelled' | 'rejected' | 'expired';

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

/** An order e-mail in Vietnamese, as HTML and as plain text, with every shopper-given value escaped. */
export function renderOrderEmail(kind: OrderEmailKind, order: OrderState, context: OrderEmailContext) {
  const code = order.code ?? `#${order.orderId.slice(-8).toUpperCase()}`;
  const headline: Record<OrderEmailKind, string> = {
    placed: `Tavico Home đã nhận đơn hàng ${code}`,
    paid: `Đơn hàng ${code} đã được thanh toán`,
    inShipping: `Đơn hàng ${code} đang được giao`,
    delivered: `Đơn hàng ${code} đã giao thành công`,
    cancelled: `Đơn hàng ${code} đã được hủy`,
    rejected: `Đơn hàng ${code} không thể thực hiện`,
    expired:
      order.paymentMethod === 'cod' ? `Đơn hàng ${code} đã hết hạn xác nhận` : `Đơn hàng ${code} đã hết hạn thanh toán`,
  };
  const says: Record<OrderEmailKind, string> = {
    placed:
      order.paymentMethod === 'cod'
        ? 'Cảm ơn bạn đã đặt hàng. Nhân viên sẽ gọi xác nhận và giao hàng; bạn trả tiền khi nhận hàng.'
        : order.paymentMethod === 'bank-transfer'
          ? 'Cảm ơn bạn đã đặt hàng. Vui lòng chuyển khoản theo thông tin dưới đây, ghi đúng nội dung là mã đơn hàng.'
          : 'Cảm ơn bạn đã đặt hàng. Đơn hàng sẽ được xác nhận ngay khi thanh toán hoàn tất.',
    paid: 'Chúng tôi đã nhận được thanh toán. Đơn hàng đang được chuẩn bị.',
    inShipping: 'Đơn hàng đã rời kho và đang trên đường giao tới bạn.',
    delivered: 'Đơn hàng đã được giao. Cảm ơn bạn đã mua sắm tại Tavico Home!',
    cancelled: 'Đơn hàng đã được hủy theo yêu cầu; sản phẩm đã được trả lại kho.',
    rejected:
      'Rất tiếc, cửa hàng không thể thực hiện đơn hàng này. Nếu bạn đã thanh toán, chúng tôi sẽ liên hệ để hoàn tiền.',
    expired:
      order.paymentMethod === 'cod'
        ? 'Cửa hàng chưa xác nhận được đơn hàng với bạn trong thời hạn nên đơn đã được hủy và sản phẩm đã trả lại kho. Bạn có thể đặt lại bất cứ lúc nào.'
        : 'Đơn hàng đã quá hạn thanh toán nên đã được hủy. Bạn có thể đặt lại bất cứ lúc nào.',
  };
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
  const shippingLine = shipping
    ? `Phí vận chuyển: ${shipping.feeCents === 0 ? 'Miễn phí' : money(shipping.feeCents)}`
    : null;
  const deliveryLine = expected ? `Dự kiến giao: ${day(expected.from)} – ${day(expected.to)}` : null;
  // What is paid, and how: cash at the door in the order's currency, PayPal in the dollars fixed on it.
  const payLine =
    order.paymentMethod === 'cod'
      ? `Thanh toán khi nhận hàng: ${money(order.totalCents)}`
      : order.charge
        ? `PayPal thu: ${formatMoney(order.charge.amountCents, 'USD')} (tỷ giá ${formatVnd(order.charge.vndPerUsd)}/USD)`
        : null;
  const address = addressText(order.address, adminUnits, order.userName);
  const transfer = kind === 'placed' && order.paymentMethod === 'bank-transfer' ? context.transfer : null;
  const transferLines = transfer
    ? [
        `Ngân hàng: ${transfer.bankName}`,
        `Số tài khoản: ${transfer.accountNumber}`,
        `Chủ tài khoản: ${transfer.accountName}`,
        `Số tiền: ${formatVnd(transfer.amountVnd)}`,
        `Nội dung chuyển khoản: ${transfer.note}`,
        ...(order.expiresAt ? [`Đơn hàng được giữ đến ${vietnamTime.format(new Date(order.expiresAt))}`] : []),
      ]
    : [];
  const base = context.shopUrl?.replace(/\/$/, '');
  const page = context.followToken ? `/shop/order-follow/${context.followToken}` : '/shop/account';
  const link = base ? `${base}${page}` : null;
  const footer = [
    context.hotline ? `Hotline: ${context.hotline}` : null,
    link ? `Xem đơn hàng: ${link}` : null,
    context.shopName,
  ].filter((l): l is string => l !== null);

  const text = [
    `Chào ${order.userName},`,
    '',
    says[kind],
    '',
    `Mã đơn hàng: ${code}`,
    `Thanh toán: ${paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}`,
    ...lines.map((l) => l.text),
    ...(shippingLine ? [shippingLine] : []),
    `Tổng cộng: ${money(order.totalCents)}`,
    ...(deliveryLine ? [deliveryLine] : []),
    ...(payLine ? [payLine] : []),
    `Giao tới: ${address}`,
    ...(transferLines.length ? ['', ...transferLines] : []),
    '',
    ...footer,
  ].join('\n');

  const html = `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;color:#2b2118;line-height:1.5">
<h1 style="font-size:20px;color:#6b3f1d">${escape(headline[kind])}</h1>
<p>Chào ${escape(order.userName)},</p>
<p>${escape(says[kind])}</p>
<p><strong>Mã đơn hàng: ${escape(code)}</strong><br>Thanh toán: ${escape(paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod)}</p>
<table style="border-collapse:collapse;min-width:320px" cellpadding="4">${lines.map((l) => l.html).join('')}
${shipping ? `<tr><td>Phí vận chuyển</td><td></td><td style="text-align:right">${escape(shipping.feeCents === 0 ? 'Miễn phí' : money(shipping.feeCents))}</td></tr>` : ''}
<tr><td><strong>Tổng cộng</strong></td><td></td><td style="text-align:right"><strong>${money(order.totalCents)}</strong></td></tr></table>
${payLine ? `<p><strong>${escape(payLine)}</strong></p>` : ''}
${deliveryLine ? `<p>${escape(deliveryLine)}</p>` : ''}
<p>Giao tới: ${escape(address)}</p>
${transferLines.length ? `<div style="border:1px solid #d9c3a5;padding:12px;border-radius:6px">${transferLines.map((l) => escape(l)).join('<br>')}</div>` : ''}
<p style="color:#6f5b4b;font-size:13px">${footer.map((l) => escape(l)).join('<br>')}</p>
</body></html>`;
  return { subject: headline[kind], text, html };
}
