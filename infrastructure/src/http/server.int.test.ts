import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createHttpServer, type ServerTimeouts } from './server';

const timeouts: ServerTimeouts = { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000 };

/** A server that reads each request whole and answers `ok`. */
async function listening(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A raw socket sending `text` a byte every 100 ms until the server closes it (or it is all
 * sent): when it closed, what the server said, and how much was sent by then.
 */
function trickle(port: number, text: string, first = '') {
  return new Promise<{ ms: number; sent: number; answer: string }>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const started = performance.now();
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (sent < text.length && !socket.destroyed) socket.write(text[sent++]);
      }, 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, sent, answer });
    });
  });
}

describe('the HTTP server against clients that trickle', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(() => server.close());

  // 300 bytes at 10 a second would take 30 s: the timeouts end it long before.
  const slowHead = `GET / HTTP/1.1\r\nHost: shop\r\nX-Padding: ${'x'.repeat(300)}\r\n\r\n`;

  it('closes a connection whose head comes a byte at a time, once the head timeout passes', async () => {
    const { ms, sent, answer } = await trickle(server.port, slowHead);
    expect(sent).toBeLessThan(slowHead.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(timeouts.headersMs * 0.9);
    // Generous for a busy machine; the trickle itself would take 30 s.
    expect(ms).toBeLessThan(timeouts.headersMs * 5);
  });

  it('closes a connection whose body never ends, once the request timeout passes', async () => {
    const head = 'POST / HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { ms, sent, answer } = await trickle(server.port, '{"a":"' + 'x'.repeat(990), head);
    expect(sent).toBeLessThan(990);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(timeouts.requestMs * 0.9);
    expect(ms).toBeLessThan(timeouts.requestMs * 5);
  });

  it('closes a connection left idle after an answer, once the keep-alive timeout passes', async () => {
    const { ms, answer } = await trickle(server.port, '', 'GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    expect(ms).toBeGreaterThanOrEqual(timeouts.keepAliveMs * 0.9);
    expect(ms).toBeLessThan(timeouts.keepAliveMs * 5);
  });

  it('still answers a request that is slow but within the timeouts', async () => {
    // The head's end comes over 400 ms: answered, then closed as idle.
    const { answer } = await trickle(server.port, '\r\n\r\n', 'GET / HTTP/1.1\r\nHost: shop');
    expect(answer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
  });
});
