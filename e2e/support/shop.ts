import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededTemplate } from './seeded';

const root = path.resolve(__dirname, '../..');

export interface RunningShop {
  url: string;
  /** Stops the shop and removes its data directory (unless `keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The shop as a user starts it (`npm start`'s script), on a free port and a fresh data
 * directory; the frontend is built first if it has not been. A shop with the demo data starts
 * from a copy of a data directory the demo seed has already filled (see seeded.ts), which is
 * what a second `npm start` finds.
 */
export async function startShopProcess(env: Record<string, string> = {}): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-e2e-'));
  const template = await seededTemplate(env, launch);
  if (template) cpSync(template, dataDir, { recursive: true });
  return launch(dataDir, env);
}

/** `npm start`'s script on `dataDir`, once it says where to open it. */
export async function launch(dataDir: string, env: Record<string, string>): Promise<RunningShop> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'standalone/bin/start.mjs')], {
    cwd: root,
    // The browser tests were written for the spec's dollars; dong.e2e.ts passes SHOP_CURRENCY=VND.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHOP_CURRENCY: 'USD',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/open (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`shop exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop(options = {}) {
      // A shop that has already exited (a crash the test reported) is not waited for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
