import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHttpServer, createLogger, loadConfig, serverTimeoutsFrom } from '@tavico/infrastructure';
import { createStandalone, type Standalone } from '@tavico/standalone';

/** The standalone shop as a bench drives it: a fresh data directory, no demo data, sockets attached. */
export async function startBenchShop(
  env: Record<string, string> = {},
): Promise<{ base: string; shop: Standalone; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    // Benches sign up their shoppers from one address.
    REGISTER_PER_IP_PER_HOUR: '100000',
    NODE_ENV: 'production',
    ...env,
  });
  const shop = await createStandalone({
    config,
    logger: createLogger({ service: 'bench', level: 'silent' }),
    frontendDist: null,
    passwordCost: 10,
  });
  const server = createHttpServer(shop.app, serverTimeoutsFrom(config));
  shop.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    shop,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.drain();
      server.closeAllConnections();
      await closed;
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
