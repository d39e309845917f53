import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { startShop, type TestShop } from '../support/shop';

/** A GET that leaves the body as sent (fetch would decode it). */
const raw = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );

describe('the built frontend, served by the standalone shop', () => {
  let shop: TestShop;
  let dist: string;
  const script = `console.log(${JSON.stringify('Tavico '.repeat(500))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'tavico-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // As the build leaves them: each text asset beside its brotli and gzip forms.
    const file = path.join(dist, 'assets', 'index-Bx12ab.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    shop = await startShop({ frontendDist: dist });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    const br = await raw(`${shop.url}/assets/index-Bx12ab.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await raw(`${shop.url}/assets/index-Bx12ab.js`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await raw(`${shop.url}/assets/index-Bx12ab.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves the app page for client routes, revalidated every time', async () => {
    const page = await raw(`${shop.url}/listing`, { 'Accept-Encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<div id="root">');
  });
});
