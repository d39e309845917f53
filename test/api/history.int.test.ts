import sharp from 'sharp';
import { streams } from '@tavico/contracts';
import {
  adminEnv,
  buy,
  client,
  placeOrder,
  signInAdmin,
  signUp,
  startShop,
  testProduct,
  type TestShop,
} from '../support/shop';

const eventually = async (check: () => Promise<void>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
};

const projectedSinceStart = async (shop: TestShop) =>
  (await shop.shop.metrics.eventsProjected.get()).values.reduce((sum, v) => sum + v.value, 0);

describe('a restart on a shop with history', () => {
  jest.setTimeout(60_000);

  it('catches up only what is new: reactors do not fire again and handled jobs are not queued again', async () => {
    const env = { ...adminEnv, ORDER_PAYMENT_TIMEOUT: '1h' };
    const first = await startShop({ env });
    let second: TestShop | null = null;
    try {
      const admin = (await signInAdmin(first.url)).c;
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8b5a2b' } })
        .png()
        .toBuffer();
      const uploaded = await admin.upload('/api/admin/products/upload-image', [
        { field: 'my_file', name: 'ban.png', data: png, type: 'image/png' },
      ]);
      const image = uploaded.json.result.url as string;
      const hash = image.split('/').pop()!.split('.')[0];
      const added = await admin.post('/api/admin/products/add', { ...testProduct('Bàn trà', 10), image });
      const productId = added.json.data._id as string;
      await eventually(async () => {
        const product = (await client(first.url).get(`/api/shop/products/get/${productId}`)).json.data;
        expect(product.imageCard).toEqual(expect.stringContaining('-card'));
      });

      const paying = await signUp(first.url, 'tra@example.vn', 'Trả');
      const paid = await buy(first.url, paying.c, paying.id, [{ productId, quantity: 2 }]);
      const waiting = await signUp(first.url, 'cho@example.vn', 'Chờ');
      await waiting.c.post('/api/shop/cart/add', { userId: waiting.id, productId, quantity: 3 });
      const unpaid = (await placeOrder(waiting.c, waiting.id)).json.orderId as string;
      expect((await first.shop.queue.getJob(`order-deadline-${unpaid}`))?.status).toBe('delayed');
      const head = await first.shop.eventStore.headPosition();
      await first.stop();

      second = await startShop({ dataDir: first.dataDir, env });
      // Nothing was replayed: the read models and every checkpoint were kept on disk.
      expect(await projectedSinceStart(second)).toBe(0);
      for (const consumer of second.shop.runner.status()) expect(consumer.checkpoint).toBe(head);
      // The reactors did not fire again: no rendition and no deadline for what was settled...
      expect(await second.shop.queue.getJob(`image-rendition-${hash}`)).toBeNull();
      expect(await second.shop.queue.getJob(`order-deadline-${paid.orderId}`)).toBeNull();
      // ...while the unpaid order's deadline, which the new queue never saw, is back, from the log.
      await eventually(async () => {
        expect((await second!.shop.queue.getJob(`order-deadline-${unpaid}`))?.status).toBe('delayed');
      });
      // And the shop reads as it was: stock on hand 8 (2 sold), 3 held for the unpaid order.
      const staff = (await signInAdmin(second.url)).c;
      const listed = (await staff.get('/api/admin/products/get')).json.data as {
        _id: string;
        totalStock: number;
        reservedStock: number;
      }[];
      expect(listed.find((p) => p._id === productId)).toMatchObject({ totalStock: 8, reservedStock: 3 });
      expect((await second.shop.eventStore.readStream(streams.order(unpaid))).length).toBeGreaterThan(0);
    } finally {
      await second?.stop();
      await first.stop();
      first.cleanup();
    }
  });
});
