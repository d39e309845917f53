import { defaultSiteSettings, type OrderDocument } from '@tavico/contracts';
import { pdfText } from '../../../test/support/pdfText';
import { invoicePdf } from './invoice';
import { packingSlipPdf } from './packingSlip';

/** An English-speaking buyer's order in a dollar shop, paid by PayPal. */
const order = {
  _id: 'o1',
  orderId: 'o1',
  code: 'TV-26-0000042',
  userId: 'u',
  userName: 'Jane Doe',
  items: [
    { productId: 'p1', title: 'Oak armchair', image: '', priceCents: 125_000, quantity: 2 },
    { productId: 'p2', title: 'Bàn trà Nhật', image: '', priceCents: 34_900, quantity: 1 },
  ],
  address: { addressId: 'a', phone: '0912345678', address: '5 Hàng Gai', city: 'Hà Nội', notes: '-' },
  totalCents: 284_900,
  currency: 'USD',
  lang: 'en',
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  orderStatus: 'confirmed',
  placedAt: '2026-11-26T17:30:00.000Z',
  updatedAt: '2026-11-26T17:30:00.000Z',
  expiresAt: null,
} as unknown as OrderDocument;

describe("an order's documents in its language and currency", () => {
  it('writes a dollar invoice in English, with no amount in words, dated on the Vietnam day', async () => {
    const text = await pdfText(await invoicePdf(order, { ...defaultSiteSettings, hotlines: ['0909 123 456'] }));
    expect(text).toContain('SALES INVOICE');
    expect(text).toContain('Order code: TV-26-0000042');
    // 17:30 UTC on the 26th is past midnight in Vietnam.
    expect(text).toContain('Date: 27/11/2026');
    expect(text).toContain('Buyer: Jane Doe');
    expect(text).toContain('Address: 5 Hàng Gai, Hà Nội');
    expect(text).toContain('$2,500.00');
    expect(text).toContain('Total $2,849.00');
    expect(text).toContain('Payment: PayPal (paid)');
    expect(text).not.toMatch(/In words|Bằng chữ/);
  });

  it('writes a packing slip of quantities without prices, with nothing to collect on a paid order', async () => {
    const text = await pdfText(await packingSlipPdf(order, order.items, defaultSiteSettings));
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain('Bàn trà Nhật');
    expect(text).toContain('Items in total: 3');
    expect(text).toContain('Nothing to collect on delivery.');
    expect(text).not.toContain('$');
    // An old address's '-' meant no notes.
    expect(text).not.toContain('Notes:');
  });
});
