import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startShop, type TestShop } from '../support/shop';

/**
 * A raw socket to the shop sending `head` then `text` a byte every 100 ms, until the shop closes
 * it: when that was, what it answered, and how much of `text` was sent by then.
 */
function trickle(url: string, head: string, text: string) {
  const { port, hostname } = new URL(url);
  return new Promise<{ ms: number; sent: number; answer: string }>((resolve) => {
    const socket = connect(Number(port), hostname);
    const started = performance.now();
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
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

describe('clients that trickle their requests (slowloris)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ env: { HTTP_HEADERS_TIMEOUT: '1s', HTTP_REQUEST_TIMEOUT: '2s' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('closes a connection whose headers come a byte at a time, at HTTP_HEADERS_TIMEOUT', async () => {
    // At 10 bytes a second these headers would take 30 s.
    const headers = `Host: shop\r\nX-Padding: ${'x'.repeat(300)}\r\n\r\n`;
    const { ms, sent, answer } = await trickle(shop.url, 'GET /api/shop/products/get HTTP/1.1\r\n', headers);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(headers.length);
    // Generous bounds for a busy machine.
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection whose body never ends, at HTTP_REQUEST_TIMEOUT', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n';
    const body = `{"email":"${'x'.repeat(480)}`;
    const { ms, sent, answer } = await trickle(shop.url, head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
    expect(ms).toBeGreaterThanOrEqual(1800);
    expect(ms).toBeLessThan(10_000);
  });
});
