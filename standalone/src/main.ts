import path from 'node:path';
import { loadConfig, runService } from '@tavico/infrastructure';
import { createStandalone } from './standalone';

runService('tavico', async ({ logger }) => {
  const config = loadConfig();
  const frontendDist = config.FRONTEND_DIST ?? path.resolve(__dirname, '../../frontend/dist');
  // A log that cannot be followed any more ends the process, non-zero, after saying why.
  const shop = await createStandalone({ config, logger, frontendDist, onFatal: () => process.exit(1) });
  return {
    config,
    app: shop.app,
    defaultPort: 8080,
    attach: shop.attach,
    drain: shop.drain,
    close: shop.close,
    started(url) {
      process.stdout.write(
        `\n  Tavico shop is running: open ${url}\n  (Ctrl-C stops it; data is kept in ${path.resolve(config.DATA_DIR)})\n\n`,
      );
    },
  };
});
