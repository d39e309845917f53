import type { RequestListener, Server } from 'node:http';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger, type Logger } from './logging';
import { createHttpServer, serverTimeoutsFrom } from './http/server';

export interface RunningService {
  config: Config;
  app: RequestListener;
  defaultPort: number;
  /** Hooks more onto the HTTP server (socket.io) before it listens. */
  attach?(server: Server): void;
  /** First step of stopping: drop long-lived connections (sockets) so in-flight requests can end. */
  drain?(): Promise<void>;
  /** Called after it listens, with the URL it answers on. */
  started?(url: string): void | Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a service: sets it up, listens on PORT, and on SIGINT/SIGTERM stops taking requests,
 * closes what it opened and exits. A configuration problem stops start-up with its message.
 */
export function runService(name: string, setup: (context: { logger: Logger }) => Promise<RunningService>): void {
  let level = 'info';
  try {
    level = loadConfig().LOG_LEVEL;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  const logger = createLogger({ service: name, level });

  const start = async () => {
    const service = await setup({ logger });
    const server = createHttpServer(service.app, serverTimeoutsFrom(service.config));
    service.attach?.(server);
    const port = service.config.PORT ?? service.defaultPort;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, service.config.HOST, resolve);
    });
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const host = service.config.HOST === '0.0.0.0' || service.config.HOST === '::' ? 'localhost' : service.config.HOST;
    const url = `http://${host}:${actualPort}`;
    logger.info({ url }, `${name} listening`);
    await service.started?.(url);

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, `${name} stopping`);
      const forced = setTimeout(() => process.exit(1), 10_000).unref();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await service.drain?.();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
      server.closeAllConnections();
      await closed;
      await service.close();
      clearTimeout(forced);
      logger.info(`${name} stopped`);
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  };

  start().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${name}: ${error.message}\n`);
    } else {
      logger.fatal({ err: error }, `${name} failed to start`);
    }
    process.exit(1);
  });
}
