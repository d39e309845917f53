import { defaultSiteSettings, formatMoney, inVietnamese, documentMessages, shopDay } from '@tavico/contracts';
import { testAddress, testProduct } from '../support/shop';
import { scenario, type Client } from '../support/scenario';
import { pdfText } from '../support/pdfText';

const settings = {
  ...defaultSiteSettings,
  companyName: 'Công ty Cổ phần Tavico Home',
  address: '88 Phố Huế, Hà Nội',
  hotlines: ['0909 123 456'],
  email: 'banhang@tavico.vn',
};

/** A file as the browser downloads it: the raw bytes, with the client's session. */
async function download(base: string, c: Client, route: string) {
  const res = await fetch(base + route, {
    headers: c.cookies.size ? { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
  });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A CSV's rows as cells (the export's quoting: RFC 4180, CRLF between rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += ch;
    }
  }
  return rows;
}

/**
 * An order's invoice and packing slip as PDF, and the orders as CSV for the accounts (issue 30),
 * in a đồng shop: the invoice says its total in Vietnamese words.
 */
describe("an order's documents and the orders' export", () => {
  const shop = scenario({ customer: true, supplier: true, env: { SHOP_CURRENCY: 'VND' } });
  const { admin } = shop;
  let paid: { orderId: string; code: string };
  let cod: { orderId: string; code: string };
  const today = shopDay(new Date());

  beforeAll(async () => {
    expect((await admin.request('PUT', '/api/admin/settings', settings)).status).toBe(200);
    const chair = await shop.addProduct('Ghế gỗ sồi', 20, 1_500_000);
    const trick = await shop.addProduct('=HYPERLINK("http://x","bấm")', 20, 200_000);
    const own = (await shop.supplier.c.post('/api/supplier/products/add', testProduct('Tủ Minh Long', 5, 3_000_000)))
      .json.data._id as string;
    const { customer } = shop;
    paid = await shop.buy(customer, [
      { productId: chair, quantity: 2 },
      { productId: trick, quantity: 1 },
    ]);
    await customer.c.post('/api/shop/cart/add', { userId: customer.id, productId: own, quantity: 1 });
    await customer.c.post('/api/shop/cart/add', { userId: customer.id, productId: chair, quantity: 1 });
    const addressId = (await customer.c.get(`/api/shop/address/get/${customer.id}`)).json.data[0]._id as string;
    const placed = await customer.c.post('/api/shop/order/create', {
      paymentMethod: 'cod',
      addressInfo: { addressId },
    });
    expect(placed.status).toBe(201);
    cod = { orderId: placed.json.orderId, code: placed.json.code };
  });

  const details = async (orderId: string) => (await admin.get(`/api/admin/orders/details/${orderId}`)).json.data;

  it('makes an invoice that parses and holds the shop, the code, the total and the total in words', async () => {
    const order = await details(paid.orderId);
    const res = await download(shop.url, admin, `/api/admin/orders/${paid.orderId}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${paid.code}-invoice.pdf"`);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.body);
    expect(text).toContain('HÓA ĐƠN BÁN HÀNG');
    expect(text).toContain(paid.code);
    expect(text).toContain('88 Phố Huế, Hà Nội');
    expect(text).toContain('0909 123 456');
    expect(text).toContain(testAddress.recipientName);
    expect(text).toContain('Ghế gỗ sồi');
    // Two chairs at 1.500.000 ₫ and the trick at 200.000 ₫, and 350.000 ₫ to Đồng Nai (the default table).
    expect(order.totalAmount).toBe(3_550_000);
    expect(text).toContain(`Phí vận chuyển ${formatMoney(350_000, 'VND')}`);
    expect(text).toContain(`Tổng cộng ${formatMoney(3_550_000, 'VND')}`);
    expect(text).toContain(formatMoney(3_000_000, 'VND'));
    expect(text).toContain('Bằng chữ: Ba triệu năm trăm năm mươi nghìn đồng');
    expect(text).toContain('Phường Biên Hòa, Đồng Nai');
    expect(text).toContain('PayPal (đã thanh toán)');
  });

  it('makes a packing slip without prices and with the cash to collect; a supplier gets its own lines only', async () => {
    const order = await details(cod.orderId);
    const res = await download(shop.url, admin, `/api/admin/orders/${cod.orderId}/packing-slip.pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.body);
    expect(text).toContain('PHIẾU GIAO HÀNG');
    expect(text).toContain(cod.code);
    expect(text).toContain('Tủ Minh Long');
    expect(text).toContain('Ghế gỗ sồi');
    expect(text).toContain(testAddress.notes);
    expect(text).toContain(`Thu hộ khi giao (COD): ${formatMoney(order.totalAmount, 'VND')}`);
    expect(text).not.toContain(formatMoney(1_500_000, 'VND'));

    const own = await download(shop.url, shop.supplier.c, `/api/admin/orders/${cod.orderId}/packing-slip.pdf`);
    expect(own.status).toBe(200);
    const ownText = await pdfText(own.body);
    expect(ownText).toContain('Tủ Minh Long');
    expect(ownText).not.toContain('Ghế gỗ sồi');
    expect(ownText).toContain(`Thu hộ khi giao (COD): ${formatMoney(3_000_000, 'VND')}`);
    // Not its order (none of its lines), nor its invoice.
    expect(
      (await download(shop.url, shop.supplier.c, `/api/admin/orders/${paid.orderId}/packing-slip.pdf`)).status,
    ).toBe(403);
    expect((await download(shop.url, shop.supplier.c, `/api/admin/orders/${cod.orderId}/invoice.pdf`)).status).toBe(
      403,
    );
  });

  it('gives the documents to staff only, and answers 404 for an unknown order', async () => {
    const guest = shop.guest();
    for (const doc of ['invoice.pdf', 'packing-slip.pdf']) {
      expect((await download(shop.url, guest, `/api/admin/orders/${paid.orderId}/${doc}`)).status).toBe(401);
      expect((await download(shop.url, shop.customer.c, `/api/admin/orders/${paid.orderId}/${doc}`)).status).toBe(403);
      expect((await download(shop.url, admin, `/api/admin/orders/no-such-order/${doc}`)).status).toBe(404);
    }
    const range = `from=${today}&to=${today}`;
    expect((await download(shop.url, guest, `/api/admin/orders/export.csv?${range}`)).status).toBe(401);
    expect((await download(shop.url, shop.customer.c, `/api/admin/orders/export.csv?${range}`)).status).toBe(403);
  });

  it('exports the day’s orders as CSV whose lines and totals match the orders, formulas defused', async () => {
    const res = await download(shop.url, admin, `/api/admin/orders/export.csv?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today}-${today}.csv"`);
    expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(res.body.toString('utf8').slice(1));
    const col = (name: string) => header.indexOf(name);
    expect(header).toEqual(expect.arrayContaining(['Mã đơn', 'Sản phẩm', 'Số lượng', 'Thành tiền', 'Tổng đơn']));
    for (const { orderId, code } of [paid, cod]) {
      const order = await details(orderId);
      const own = rows.filter((r) => r[col('Mã đơn')] === code);
      expect(own).toHaveLength(order.cartItems.length);
      const lines = own.map((r) => Number(r[col('Thành tiền')]));
      expect(lines).toEqual(order.cartItems.map((l: { price: number; quantity: number }) => l.price * l.quantity));
      expect(Number(own[0][col('Tổng đơn')])).toBe(order.totalAmount);
      expect(Number(own[0][col('Phí vận chuyển')])).toBe(order.shippingFee);
      expect(Number(own[0][col('Giảm giá')])).toBe(0);
      expect(Number(own[0][col('Đã hoàn tiền')])).toBe(0);
      // The order's amounts once: the column adds up to the orders' totals.
      expect(own.slice(1).every((r) => r[col('Tổng đơn')] === '')).toBe(true);
    }
    const totals = rows.reduce((sum, r) => sum + Number(r[col('Tổng đơn')] || 0), 0);
    expect(totals).toBe((await details(paid.orderId)).totalAmount + (await details(cod.orderId)).totalAmount);
    const trick = rows.find((r) => r[col('Sản phẩm')].includes('HYPERLINK'));
    expect(trick?.[col('Sản phẩm')]).toBe('\'=HYPERLINK("http://x","bấm")');
  });

  it('leaves out the days outside the range, and refuses a bad range with a 400 that says why', async () => {
    const yesterday = shopDay(new Date(Date.now() - 86_400_000));
    const before = await download(shop.url, admin, `/api/admin/orders/export.csv?from=2026-01-01&to=${yesterday}`);
    expect(before.status).toBe(200);
    expect(parseCsv(before.body.toString('utf8'))).toHaveLength(1);

    const refused = async (query: string) => {
      const res = await admin.get(`/api/admin/orders/export.csv${query}`);
      expect(res.status).toBe(400);
      return res.json.message as string;
    };
    expect(await refused('')).toBe(inVietnamese(documentMessages.rangeMissing));
    expect(await refused(`?from=27/11/2026&to=${today}`)).toBe(
      inVietnamese(documentMessages.dayMalformed('27/11/2026')),
    );
    expect(await refused('?from=2026-02-30&to=2026-03-01')).toBe(
      inVietnamese(documentMessages.dayMalformed('2026-02-30')),
    );
    expect(await refused('?from=2026-11-27&to=2026-11-01')).toBe(inVietnamese(documentMessages.rangeReversed));
    expect(await refused('?from=2025-01-01&to=2026-11-01')).toBe(inVietnamese(documentMessages.rangeTooLong));
    const english = await admin.get('/api/admin/orders/export.csv?from=x&to=y', { 'Accept-Language': 'en' });
    expect(english.status).toBe(400);
    expect(english.json.message).toBe('The day "x" is not valid; use YYYY-MM-DD, for example 2026-11-27.');
  });
});
