import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from '../config';

/** How long a client may take over a request, and keep an idle connection open between two. */
export interface ServerTimeouts {
  /** To send the whole request head (HTTP_HEADERS_TIMEOUT). */
  headersMs: number;
  /** To send the whole request, body included (HTTP_REQUEST_TIMEOUT): a 5 MB upload on a slow link fits. */
  requestMs: number;
  /** Idle after an answer, waiting for the next request on the same connection (HTTP_KEEP_ALIVE_TIMEOUT). */
  keepAliveMs: number;
}

export const serverTimeoutsFrom = (config: Config): ServerTimeouts => ({
  headersMs: config.HTTP_HEADERS_TIMEOUT,
  requestMs: config.HTTP_REQUEST_TIMEOUT,
  keepAliveMs: config.HTTP_KEEP_ALIVE_TIMEOUT,
});

/**
 * The HTTP server every service (and the standalone shop, and the tests' shop) listens with. A
 * client that trickles its request (slowloris: a header byte every few seconds, a body that
 * never ends) is answered 408 and its socket closed once the timeout passes, instead of holding
 * the socket, and the memory behind it, for as long as it likes. Node checks the timeouts every
 * `connectionsCheckingInterval` (30 s by default, longer than the timeouts themselves): here a
 * quarter of the shortest, so a timeout ends a trickle within about 1.25 times itself.
 */
export function createHttpServer(listener: RequestListener, timeouts: ServerTimeouts): Server {
  const shortest = Math.min(timeouts.headersMs, timeouts.requestMs);
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(shortest / 4))),
    },
    listener,
  );
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
