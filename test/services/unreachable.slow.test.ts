import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eventually } from '../support/live';
import { startService, type ServiceProcess } from '../support/services';

/** A worker whose EventStoreDB is out of reach keeps running, says it is not ready, and keeps trying. */
describe('workers with EventStoreDB out of reach', () => {
  jest.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-unreachable-'));
  let worker: ServiceProcess | null = null;
  afterAll(async () => {
    await worker?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up with /readyz at 503, reporting each failed try', async () => {
    worker = await startService('workers', {
      EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false',
      DATA_DIR: dataDir,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_NAME: `tavico-test-${randomUUID()}`,
    });
    const failedTries = () => (worker!.output().match(/event subscription failed/g) ?? []).length;
    await eventually(() => expect(failedTries()).toBeGreaterThanOrEqual(2), 30_000);
    const ready = await fetch(`${worker.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
    expect(worker.output()).not.toMatch(/failed to start|unhandled/i);
  });
});
