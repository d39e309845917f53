import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { defaultSiteSettings, type OrderView } from '@tavico/contracts';
import { adminEnv, client, signInAdmin, signUp, startShop, testAddress, testProduct } from '../support/shop';

type Client = ReturnType<typeof client>;

/** The currency a shop's log records, as the first start chose it. */
const recordedCurrency = (dataDir: string): unknown[] => {
  const db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
  try {
    return (db.prepare("SELECT data FROM events WHERE type = 'ShopCurrencyChosen'").all() as { data: string }[]).map(
      (r) => JSON.parse(r.data),
    );
  } finally {
    db.close();
  }
};

/** A shop selling in đồng (decisions §31), over HTTP: its prices, its checkout, its PayPal charge. */
describe('a shop in đồng', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-dong-'));
  let admin: Client;

  const start = (env: Record<string, string> = {}) =>
    startShop({ dataDir, env: { ...adminEnv, SHOP_CURRENCY: 'VND', ...env } });

  it('records đồng at its first start, says so in the settings, and keeps it when a later start asks for dollars', async () => {
    const shop = await start();
    try {
      const settings = await client(shop.url).get('/api/common/settings');
      expect(settings.json.currency).toBe('VND');
      expect(settings.json.paymentOptions).toMatchObject({ currency: 'VND', codMaxTotal: 50_000_000 });
    } finally {
      await shop.stop();
    }
    const again = await start({ SHOP_CURRENCY: 'USD' });
    try {
      expect((await client(again.url).get('/api/common/settings')).json.currency).toBe('VND');
    } finally {
      await again.stop();
    }
    expect(recordedCurrency(dataDir)).toEqual([{ currency: 'VND', why: 'configured' }]);
  });

  it('takes prices in whole đồng from 1,000 and refuses fractions, listing and filtering them in đồng', async () => {
    const shop = await start();
    try {
      admin = (await signInAdmin(shop.url)).c;
      const fraction = await admin.post('/api/admin/products/add', testProduct('Bàn lẻ', 3, 1250.5));
      expect(fraction.status).toBe(400);
      expect(fraction.json.message).toMatch(/số đồng nguyên/);
      const tooCheap = await admin.post('/api/admin/products/add', testProduct('Bàn rẻ', 3, 999));
      expect(tooCheap.status).toBe(400);
      expect(tooCheap.json.message).toMatch(/1\.000 ₫/);
      const added = await admin.post('/api/admin/products/add', testProduct('Bàn trà gỗ sồi', 3, 1_250_000, 990_000));
      expect(added.status).toBe(201);
      const id = added.json.data._id as string;
      const shown = (await client(shop.url).get(`/api/shop/products/get/${id}`)).json.data;
      expect(shown).toMatchObject({ price: 1_250_000, salePrice: 990_000 });
      // A Vietnamese shopper's range: 500.000 – 1.000.000 đồng finds the sale price.
      const inRange = await client(shop.url).get('/api/shop/products/get?minPrice=500000&maxPrice=1000000');
      expect(inRange.json.data.map((p: { _id: string }) => p._id)).toEqual([id]);
      const dollars = await client(shop.url).get('/api/shop/products/get?minPrice=19.99');
      expect(dollars.status).toBe(400);
    } finally {
      await shop.stop();
    }
  });

  it('charges PayPal in dollars at the rate fixed on the order, and shows both amounts', async () => {
    const shop = await start({ USD_VND_RATE: '25450' });
    try {
      admin = (await signInAdmin(shop.url)).c;
      await admin.request('PUT', '/api/admin/settings', { ...defaultSiteSettings, vndPerUsd: 26_000 });
      const added = await admin.post('/api/admin/products/add', testProduct('Giường gỗ sồi', 5, 15_490_000));
      const productId = added.json.data._id as string;
      const buyer = await signUp(shop.url, 'mua@example.vn', 'Lan');
      await buyer.c.post('/api/shop/address/add', { ...testAddress, userId: buyer.id });
      await buyer.c.post('/api/shop/cart/add', { userId: buyer.id, productId, quantity: 2 });
      const addressId = (await buyer.c.get(`/api/shop/address/get/${buyer.id}`)).json.data[0]._id as string;
      const created = await buyer.c.post('/api/shop/order/create', {
        paymentMethod: 'paypal',
        addressInfo: { addressId },
      });
      expect(created.status).toBe(201);
      const order = (await buyer.c.get(`/api/shop/order/details/${created.json.orderId}`)).json.data as OrderView;
      // 30.980.000 ₫ at USD_VND_RATE (not the settings' 26,000): $1,217.29.
      expect(order).toMatchObject({
        currency: 'VND',
        totalAmount: 30_980_000,
        paypalCharge: { amount: 1217.29, currency: 'USD', vndPerUsd: 25_450 },
      });
      // The sandbox provider was asked for the dollars.
      const page = await fetch(new URL(created.json.approvalURL, shop.url)).then((r) => r.text());
      expect(page).toContain('$1,217.29');
      expect(page).toContain('30.980.000 ₫');
    } finally {
      await shop.stop();
    }
  });

  it('records dollars for a log written before currencies were recorded', async () => {
    const legacy = mkdtempSync(path.join(tmpdir(), 'tavico-legacy-'));
    // A first start that records nothing but a product stands for an old shop's log.
    const old = await startShop({ dataDir: legacy, env: { ...adminEnv, SHOP_CURRENCY: 'USD' } });
    await old.stop();
    const db = new Database(path.join(legacy, 'events.sqlite'));
    db.prepare("DELETE FROM events WHERE type = 'ShopCurrencyChosen'").run();
    db.close();
    const shop = await startShop({ dataDir: legacy, env: { SHOP_CURRENCY: 'VND' } });
    try {
      expect((await client(shop.url).get('/api/common/settings')).json.currency).toBe('USD');
      expect(recordedCurrency(legacy)).toEqual([{ currency: 'USD', why: 'legacy-log' }]);
    } finally {
      await shop.stop();
    }
  });
});
