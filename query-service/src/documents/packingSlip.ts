import type { MessageKey, OrderDocument, OrderLine, SiteSettings } from '@tavico/contracts';
import { PdfWriter } from './pdfWriter';
import { codToCollectCents, orderFacts } from './orderFacts';
import { shopHeading } from './invoice';

const columns = {
  number: { x: 40, width: 30 },
  product: { x: 75, width: 400 },
  quantity: { x: 480, width: 75 },
};

/**
 * The packing slip of an order's lines (all of them, or one supplier's): who receives it and
 * where, what is in the parcel without prices, and the cash the carrier collects, if any.
 */
export async function packingSlipPdf(order: OrderDocument, lines: OrderLine[], shop: SiteSettings): Promise<Buffer> {
  const facts = orderFacts(order, shop);
  const { say } = facts;
  const title = say('document.packingSlipTitle');
  const pdf = new PdfWriter({ title: `${title} ${facts.code}`, author: shop.companyName });
  shopHeading(pdf, facts);
  pdf.text(title, { bold: true, size: 16, align: 'center' });
  pdf.text(say('document.code', { code: facts.code }), { align: 'center', bold: true, size: 12 });
  pdf.text(say('document.date', { date: facts.date }), { align: 'center' });
  pdf.space(10);
  pdf.text(say('document.recipient', { value: facts.recipient }), { bold: true });
  pdf.text(say('document.phone', { value: facts.phone }));
  pdf.text(say('document.address', { value: facts.place }));
  if (facts.notes) pdf.text(say('document.notes', { value: facts.notes }));
  pdf.space(8);

  let y = pdf.y;
  const header = (key: MessageKey, column: keyof typeof columns, align: 'left' | 'right') =>
    pdf.text(say(key), { ...columns[column], y, align, bold: true, size: 9 });
  header('document.number', 'number', 'left');
  header('document.product', 'product', 'left');
  header('document.quantity', 'quantity', 'right');
  pdf.rule();
  lines.forEach((line, i) => {
    pdf.keepRoom(30);
    y = pdf.y;
    const below = pdf.text(line.title, { ...columns.product, y });
    pdf.text(String(i + 1), { ...columns.number, y });
    pdf.text(String(line.quantity), { ...columns.quantity, y, align: 'right', bold: true });
    pdf.doc.y = Math.max(below, pdf.y) + 3;
  });
  pdf.rule();
  pdf.text(say('document.items', { count: lines.reduce((n, l) => n + l.quantity, 0) }));
  pdf.space(8);
  const cod = codToCollectCents(order, lines);
  pdf.text(
    cod === null ? say('document.nothingToCollect') : say('document.codToCollect', { amount: facts.money(cod) }),
    { bold: true, size: 12 },
  );
  return pdf.finish();
}
