import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loseLogTail } from '../support/lostTail';
import { startService } from '../support/services';

/**
 * Workers started on their own, on a log that lost its tail while the read models kept theirs:
 * the one that takes the projection lease ends non-zero, naming both positions, rather than
 * skipping every new event up to the checkpoints.
 */
describe('workers on a log behind its read models', () => {
  jest.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-behind-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exit non-zero at start, saying where the log ends, how far the read models went, and what to do', async () => {
    const { head, checkpoint } = await loseLogTail(dataDir);
    const output = await startService('workers', {
      DATA_DIR: dataDir,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_NAME: `tavico-test-${randomUUID()}`,
    }).then(
      async (worker) => {
        await worker.kill();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(output).toMatch(/exited at start \(code 1\)/);
    expect(output).toContain('the event log is behind the read models');
    expect(output).toContain(`The event log ends at position ${head}`);
    expect(output).toContain(`up to position ${checkpoint}`);
    expect(output).toContain('or run `npm run rebuild`');
  });
});
