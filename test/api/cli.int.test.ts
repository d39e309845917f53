import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { collections } from '@tavico/contracts';
import { createSqliteDocumentStore, readModelStore } from '@tavico/infrastructure';
import { adminEnv, buy, signInAdmin, signUp, startShop, testProduct, type TestShop } from '../support/shop';

const root = path.resolve(__dirname, '../..');
const run = (script: string, args: string[], dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'workers/src/cli', script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('command-line tools on a shop’s data directory', () => {
  jest.setTimeout(90_000);
  let shop: TestShop;
  let orderId: string;

  beforeAll(async () => {
    shop = await startShop({ env: adminEnv });
    const admin = await signInAdmin(shop.url);
    const product = await admin.c.post('/api/admin/products/add', testProduct('Giường gỗ hương', 4, 900));
    const lan = await signUp(shop.url, 'lan@example.vn', 'Lan');
    ({ orderId } = await buy(shop.url, lan.c, lan.id, [{ productId: product.json.data._id, quantity: 1 }]));
    await admin.c.request('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'inShipping' });
    await shop.stop();
  });
  afterAll(() => shop.cleanup());

  it('npm run audit -- order <id> prints the order’s timeline: who, when, what changed', () => {
    const out = run('audit.ts', ['order', orderId], shop.dataDir);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(`Order ${orderId}: 5 events`);
    const steps = out.stdout.split('\n').filter((l) => /^\s*\d+\. /.test(l));
    expect(steps.map((l) => l.split(/\s{2}/)[1])).toEqual([
      'OrderPlaced',
      'OrderPaymentCreated',
      'OrderCaptureStarted',
      'OrderPaid',
      'OrderStatusChanged',
    ]);
    expect(out.stdout).toMatch(/OrderPlaced {2}by Lan \(customer\)/);
    expect(out.stdout).toMatch(/OrderStatusChanged {2}by .+ \(admin\)/);
    expect(out.stdout).toContain('orderStatus: confirmed → inShipping');
  });

  it('npm run audit says what is wrong with a missing order or bad arguments', () => {
    const missing = run('audit.ts', ['order', 'no-such-order'], shop.dataDir);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No order no-such-order in the event log.');
    const bad = run('audit.ts', ['product'], shop.dataDir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run audit -- order <orderId>');
  });

  it('npm run rebuild replays the log into the shared read store with progress, then switches over', async () => {
    const out = run('rebuild.ts', [], shop.dataDir);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/\[#{30}\] 100\.0%/);
    expect(out.stdout).toMatch(/Done: [\d,]+ events in [\d.]+ s \([\d,]+ events\/s\); reads now use generation 1/);
    const store = readModelStore(createSqliteDocumentStore({ file: path.join(shop.dataDir, 'readmodels.sqlite') }));
    try {
      expect(await store.generation()).toBe(1);
      expect(await store.collection(collections.orders).findOne({ _id: orderId })).toMatchObject({
        orderStatus: 'inShipping',
        paymentStatus: 'paid',
      });
    } finally {
      await store.close();
    }
  });
});
