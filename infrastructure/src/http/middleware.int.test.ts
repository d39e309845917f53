import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { imageMessages, messages, inVietnamese } from '@tavico/contracts';
import { createFilesystemBlobStore } from '../blobstore/filesystem';
import { createLogger } from '../logging';
import { createMetrics } from '../metrics';
import { createServiceApp } from './middleware';

describe('the error middleware', () => {
  it('answers a blob name the store refused with 400, never a 500, and keeps 500 for real faults', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-errors-'));
    const blobs = createFilesystemBlobStore({ dir });
    const router = express.Router();
    router.get('/api/blob', async (req) => {
      await blobs.has(String(req.query.name));
    });
    router.get('/api/broken', () => {
      throw new Error('a fault of ours');
    });
    const app = createServiceApp({
      logger: createLogger({ service: 'test', level: 'silent' }),
      metrics: createMetrics('test'),
      ready: () => true,
      trustProxy: false,
      routers: [router],
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const name of ['..', 'a/b.png', '', '.hidden']) {
        const res = await fetch(`${base}/api/blob?name=${encodeURIComponent(name)}`);
        expect([name, res.status, await res.json()]).toEqual([
          name,
          400,
          { success: false, message: inVietnamese(imageMessages.badName) },
        ]);
      }
      const broken = await fetch(`${base}/api/broken`);
      expect([broken.status, await broken.json()]).toEqual([
        500,
        { success: false, message: inVietnamese(messages.serverError) },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
