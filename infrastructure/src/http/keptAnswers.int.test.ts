import { createHash } from 'node:crypto';
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { createLogger } from '../logging';
import { createMetrics } from '../metrics';
import { createServiceApp } from './middleware';
import type { KeptAnswer } from './keptAnswers';

/**
 * A service whose one route keeps its answer after the first time, as the catalogue does: the
 * second request is answered before Express. `asked` counts the requests the route itself saw.
 */
async function serviceWithKeptAnswer(
  options: {
    corsOrigins?: string[];
    trustProxy?: number | false;
    lookupFails?: boolean;
    lookupThrows?: boolean;
    lookupMs?: number;
    /** Lookups wait for this too: the test lets them finish when it is ready. */
    lookupsWaitFor?: Promise<void>;
    /** The read side's compression (createServiceApp's `compressReads`). */
    compressReads?: boolean;
    /** Text added to each answer, to make it as long as a listing's. */
    padding?: string;
  } = {},
) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({
    service: 'test',
    level: 'info',
    destination: { write: (line) => void lines.push(JSON.parse(line)) },
  });
  const metrics = createMetrics(`kept_${Math.random().toString(36).slice(2)}`);
  const kept = new Map<string, KeptAnswer>();
  let asked = 0;
  let lookups = 0;
  const router = express.Router();
  router.get('/api/things/:id', (req, res) => {
    asked += 1;
    const body = Buffer.from(JSON.stringify({ success: true, data: { id: req.params.id, text: options.padding } }));
    const answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, route: '/api/things/:id' };
    kept.set(req.originalUrl, answer);
    res.setHeader('ETag', answer.etag);
    res.type('application/json').send(body);
  });
  const app = createServiceApp({
    logger,
    metrics,
    ready: () => true,
    trustProxy: options.trustProxy ?? false,
    origins: { corsOrigins: options.corsOrigins },
    routers: [router],
    compressReads: options.compressReads,
    // Asked as a store would be (the query service reads the catalogue's stamp): later, or failing.
    keptAnswers: (req: IncomingMessage) => {
      if (options.lookupThrows && kept.size > 0) throw new Error('lookup broken');
      lookups += 1;
      return new Promise<KeptAnswer | undefined>((resolve, reject) =>
        setTimeout(
          () =>
            void (options.lookupsWaitFor ?? Promise.resolve()).then(() =>
              options.lookupFails ? reject(new Error('store unreachable')) : resolve(kept.get(req.url ?? '')),
            ),
          options.lookupMs ?? 0,
        ),
      );
    },
  });
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    lines,
    metrics,
    asked: () => asked,
    lookups: () => lookups,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers of an answer, without those that differ on every one. */
const lasting = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)));

describe('kept answers, sent before the app', () => {
  it('sends a repeated answer without running its route, with the same headers and body as the app', async () => {
    const service = await serviceWithKeptAnswer();
    try {
      const first = await fetch(`${service.url}/api/things/7?x=1`);
      const second = await fetch(`${service.url}/api/things/7?x=1`);
      expect(service.asked()).toBe(1);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      // The security headers are there, as helmet set them on the first.
      expect(second.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(second.headers.get('x-content-type-options')).toBe('nosniff');
      expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    } finally {
      await service.close();
    }
  });

  it("answers 304 to a browser that has it, and echoes a gateway's request id", async () => {
    const service = await serviceWithKeptAnswer();
    try {
      const first = await fetch(`${service.url}/api/things/8`);
      const etag = first.headers.get('etag')!;
      const again = await revalidate(`${service.url}/api/things/8`, {
        'If-None-Match': etag,
        'X-Request-Id': 'gateway-42',
      });
      expect(service.asked()).toBe(1);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['x-request-id']).toBe('gateway-42');
      // Express's freshness rules: a weak validator matches too; a browser asking to revalidate
      // with no-cache gets the answer itself.
      expect((await revalidate(`${service.url}/api/things/8`, { 'If-None-Match': `W/${etag}` })).status).toBe(304);
      const noCache = await revalidate(`${service.url}/api/things/8`, {
        'If-None-Match': etag,
        'Cache-Control': 'no-cache',
      });
      expect(noCache.status).toBe(200);
      expect(service.asked()).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('writes its access-log line and its metrics as the app does', async () => {
    const service = await serviceWithKeptAnswer();
    try {
      await (await fetch(`${service.url}/api/things/9`)).text();
      await (await fetch(`${service.url}/api/things/9`, { headers: { 'X-Request-Id': 'second-one' } })).text();
      expect(service.asked()).toBe(1);
      await until(() => service.lines.some((l) => l.reqId === 'second-one'));
      const line = service.lines.find((l) => l.reqId === 'second-one')!;
      expect(line).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/things/9', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
      });
      const figures = await service.metrics.registry.metrics();
      expect(figures).toMatch(/route="\/api\/things\/:id",status="200"} 2/);
    } finally {
      await service.close();
    }
  });

  it('leaves the request to the app when the lookup fails or throws, and says so in the log', async () => {
    for (const failure of [{ lookupFails: true }, { lookupThrows: true }]) {
      const service = await serviceWithKeptAnswer(failure);
      try {
        await (await fetch(`${service.url}/api/things/12`)).text();
        const second = await fetch(`${service.url}/api/things/12`);
        expect(second.status).toBe(200);
        expect(service.asked()).toBe(2);
        expect(service.lines.some((l) => l.msg === 'kept answer lookup failed')).toBe(true);
      } finally {
        await service.close();
      }
    }
  });

  it('times a kept answer from its arrival, the lookup included', async () => {
    const service = await serviceWithKeptAnswer({ lookupMs: 150 });
    try {
      await (await fetch(`${service.url}/api/things/13`)).text();
      await (await fetch(`${service.url}/api/things/13`, { headers: { 'X-Request-Id': 'timed' } })).text();
      expect(service.asked()).toBe(1);
      await until(() => service.lines.some((l) => l.reqId === 'timed'));
      // A timer never fires early: the line counts at least the lookup's 150 ms.
      expect(service.lines.find((l) => l.reqId === 'timed')!.responseTime).toBeGreaterThanOrEqual(149);
    } finally {
      await service.close();
    }
  });

  it('logs a client that left while the lookup ran as an aborted request, and sends nothing', async () => {
    let release = () => undefined as void;
    const service = await serviceWithKeptAnswer({ lookupsWaitFor: new Promise<void>((r) => (release = r)) });
    try {
      await (await fetch(`${service.url}/api/things/14`)).text();
      // The client hangs up once its lookup has begun, and the lookup ends only after that.
      const leaving = get(`${service.url}/api/things/14`, { headers: { 'X-Request-Id': 'left-early' } });
      const gone = new Promise((resolve) => leaving.on('error', resolve).on('response', resolve));
      await until(() => service.lookups() === 1);
      leaving.destroy();
      // No answer reached it: the request ended in an error, not a response.
      expect(await gone).not.toHaveProperty('statusCode');
      release();
      await until(() => service.lines.some((l) => l.reqId === 'left-early'));
      expect(service.lines.find((l) => l.reqId === 'left-early')).toMatchObject({
        level: 50,
        msg: 'request aborted',
      });
      expect(service.asked()).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('leaves to the app what is not plain: another origin (CORS), another method', async () => {
    const service = await serviceWithKeptAnswer({ corsOrigins: ['https://client.example'] });
    try {
      const first = await fetch(`${service.url}/api/things/10`);
      const cross = await fetch(`${service.url}/api/things/10`, { headers: { Origin: 'https://client.example' } });
      expect(cross.headers.get('access-control-allow-origin')).toBe('https://client.example');
      expect(service.asked()).toBe(2);
      const head = await fetch(`${service.url}/api/things/10`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(service.asked()).toBe(3);
      // A plain request is still answered ahead, with the headers a plain request gets (no CORS).
      const plain = await fetch(`${service.url}/api/things/10`);
      expect(service.asked()).toBe(3);
      expect(lasting(plain.headers)).toEqual(lasting(first.headers));
      expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await service.close();
    }
  });

  it('sends a kept answer compressed as the app sends it, brotli else gzip, to a browser that takes it', async () => {
    const service = await serviceWithKeptAnswer({ compressReads: true, padding: 'Bàn trà gỗ hương. '.repeat(200) });
    try {
      const url = `${service.url}/api/things/12`;
      const byApp = await raw(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      const kept = await raw(url, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(service.asked()).toBe(1);
      const whole = await raw(url, {});
      expect(whole.headers['content-encoding']).toBeUndefined();
      expect(whole.bytes.length).toBeGreaterThan(3000);
      for (const answer of [byApp, kept]) {
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toContain('Accept-Encoding');
        expect(brotliDecompressSync(answer.bytes).equals(whole.bytes)).toBe(true);
        expect(answer.bytes.length).toBeLessThan(whole.bytes.length / 4);
      }
      expect(Number(kept.headers['content-length'])).toBe(kept.bytes.length);
      const gzipped = await raw(url, { 'Accept-Encoding': 'gzip, br;q=0' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.bytes).equals(whole.bytes)).toBe(true);
      expect(service.asked()).toBe(1);
      // A short answer goes as it is, either way.
      const short = await serviceWithKeptAnswer({ compressReads: true });
      try {
        await raw(`${short.url}/api/things/1`, { 'Accept-Encoding': 'br' });
        const again = await raw(`${short.url}/api/things/1`, { 'Accept-Encoding': 'br' });
        expect(short.asked()).toBe(1);
        expect(again.headers['content-encoding']).toBeUndefined();
        expect(JSON.parse(again.bytes.toString()).data.id).toBe('1');
      } finally {
        await short.close();
      }
    } finally {
      await service.close();
    }
  });

  it('sends HSTS on a kept answer only to a request a trusted proxy says came over https', async () => {
    const service = await serviceWithKeptAnswer({ trustProxy: 1 });
    try {
      const overHttps = { 'X-Forwarded-Proto': 'https' };
      await (await fetch(`${service.url}/api/things/11`)).text();
      await (await fetch(`${service.url}/api/things/11`, { headers: overHttps })).text();
      const secure = await fetch(`${service.url}/api/things/11`, { headers: overHttps });
      const plain = await fetch(`${service.url}/api/things/11`);
      // The first of each kind went through the app (its headers were not known yet); then not.
      expect(service.asked()).toBe(2);
      expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await service.close();
    }
  });
});

/** An answer's bytes as they came, compressed or not (fetch() would undo the compression). */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * A conditional GET as a browser's cache sends it (fetch() would add `Cache-Control: no-cache`,
 * which asks for the answer itself).
 */
function revalidate(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`condition not met: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
