import type { MessageKey, OrderDocument, SiteSettings } from '@tavico/contracts';
import { PdfWriter } from './pdfWriter';
import { discountOf, orderFacts, type OrderFacts } from './orderFacts';
import { dongInWords } from './words';

/** Columns of the lines' table: where each starts and how wide it is (A4, 40 pt margins). */
const columns = {
  number: { x: 40, width: 25 },
  product: { x: 68, width: 232 },
  quantity: { x: 300, width: 40 },
  unitPrice: { x: 345, width: 100 },
  amount: { x: 450, width: 105 },
};

/** The shop's name and how to reach it, at the top of each document. */
export function shopHeading(pdf: PdfWriter, facts: OrderFacts): void {
  const { shop } = facts;
  pdf.text(shop.companyName, { bold: true, size: 14 });
  if (shop.address) pdf.text(shop.address, { size: 9 });
  const contact = [
    shop.hotlines.length ? facts.say('document.hotline', { value: shop.hotlines.join(', ') }) : '',
    shop.email ? facts.say('document.email', { value: shop.email }) : '',
  ].filter(Boolean);
  if (contact.length) pdf.text(contact.join(' · '), { size: 9 });
  pdf.space(10);
}

/** The sales invoice (hóa đơn bán hàng) of an order, in the order's language. */
export async function invoicePdf(order: OrderDocument, shop: SiteSettings): Promise<Buffer> {
  const facts = orderFacts(order, shop);
  const { say, money } = facts;
  const title = say('document.invoiceTitle');
  const pdf = new PdfWriter({ title: `${title} ${facts.code}`, author: shop.companyName });
  shopHeading(pdf, facts);
  pdf.text(title, { bold: true, size: 16, align: 'center' });
  pdf.text(say('document.code', { code: facts.code }), { align: 'center' });
  pdf.text(say('document.date', { date: facts.date }), { align: 'center' });
  pdf.space(10);
  pdf.text(say('document.buyer', { value: facts.recipient }));
  pdf.text(say('document.phone', { value: facts.phone }));
  pdf.text(say('document.address', { value: facts.place }));
  pdf.space(8);

  const header = (key: MessageKey, column: keyof typeof columns, align: 'left' | 'right', y: number) =>
    pdf.text(say(key), { ...columns[column], y, align, bold: true, size: 9 });
  let y = pdf.y;
  header('document.number', 'number', 'left', y);
  header('document.product', 'product', 'left', y);
  header('document.quantity', 'quantity', 'right', y);
  header('document.unitPrice', 'unitPrice', 'right', y);
  header('document.amount', 'amount', 'right', y);
  pdf.rule();
  order.items.forEach((line, i) => {
    pdf.keepRoom(30);
    y = pdf.y;
    const below = pdf.text(line.title, { ...columns.product, y, size: 9 });
    pdf.text(String(i + 1), { ...columns.number, y, size: 9 });
    pdf.text(String(line.quantity), { ...columns.quantity, y, size: 9, align: 'right' });
    pdf.text(money(line.priceCents), { ...columns.unitPrice, y, size: 9, align: 'right' });
    pdf.text(money(line.priceCents * line.quantity), { ...columns.amount, y, size: 9, align: 'right' });
    pdf.doc.y = Math.max(below, pdf.y) + 3;
  });
  pdf.rule();

  pdf.keepRoom(120);
  const sum = (key: MessageKey, minor: number, bold = false) => {
    const at = pdf.y;
    pdf.text(say(key), { x: 300, width: 140, y: at, bold });
    pdf.text(money(minor), { ...columns.amount, y: at, align: 'right', bold });
  };
  sum('document.shippingFee', order.shipping?.feeCents ?? 0);
  if (discountOf(order) > 0) sum('document.discount', -discountOf(order));
  sum('document.total', order.totalCents, true);
  pdf.space(6);
  // The amount in words is what a Vietnamese invoice states; only said for đồng.
  if (facts.currency === 'VND') pdf.text(say('document.inWords', { words: dongInWords(order.totalCents) }));
  const method = say(`email.methods.${order.paymentMethod}` as MessageKey);
  const status = say(`document.paymentStatuses.${order.paymentStatus}` as MessageKey);
  pdf.text(say('document.payment', { method, status }));
  pdf.space(16);
  pdf.text(say('document.thanks'), { align: 'center' });
  return pdf.finish();
}
