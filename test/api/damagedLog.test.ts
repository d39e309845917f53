import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startShop, signUp, testProduct, adminEnv, signInAdmin } from '../support/shop';

const root = path.resolve(__dirname, '../..');

/** `npm start`'s script on this data directory: its exit code and what it said, or 'running'. */
function startProcess(dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'standalone/bin/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.once('exit', (code) => resolve({ code, output }));
    // A shop that starts listening has not refused the file: stop it and say so.
    const poll = setInterval(() => {
      if (/open http/.test(output)) {
        clearInterval(poll);
        child.kill('SIGTERM');
      }
    }, 50);
    child.once('exit', () => clearInterval(poll));
  });
}

describe('an event log that is not one, or is damaged', () => {
  jest.setTimeout(120_000);
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-damaged-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses an empty events.sqlite instead of starting as a new shop, and exits non-zero naming it', async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'events.sqlite'), '');
    const { code, output } = await startProcess(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`${path.join(dir, 'events.sqlite')} is empty`);
    expect(output).not.toContain('open http');
  });

  it('refuses someone else’s database', async () => {
    const dir = dataDir();
    const other = new Database(path.join(dir, 'events.sqlite'));
    other.exec('CREATE TABLE customers (id TEXT); INSERT INTO customers VALUES (1)');
    other.close();
    await expect(startShop({ dataDir: dir })).rejects.toThrow(/without an event log in it/);
  });

  it('refuses a log with garbage written over some of its pages, naming the file', async () => {
    const dir = dataDir();
    const shop = await startShop({ dataDir: dir, env: adminEnv });
    const admin = (await signInAdmin(shop.url)).c;
    for (let i = 0; i < 60; i++) {
      const added = await admin.post('/api/admin/products/add', {
        ...testProduct(`Bàn số ${i}`, 5),
        description: 'Gỗ sồi tự nhiên, hoàn thiện dầu. '.repeat(100),
      });
      expect(added.status).toBe(201);
    }
    await signUp(shop.url, 'lan@example.vn', 'Lan');
    await shop.stop();

    const file = path.join(dir, 'events.sqlite');
    const pages = Math.floor(statSync(file).size / 4096);
    expect(pages).toBeGreaterThan(10);
    const fd = openSync(file, 'r+');
    for (const page of [3, Math.floor(pages / 2), pages - 2])
      writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, page * 4096);
    closeSync(fd);

    const { code, output } = await startProcess(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`${file} is damaged`);
  });

  it('ends the process non-zero, after saying why, when the log can no longer be read while it runs', async () => {
    const dir = dataDir();
    const child = spawn(process.execPath, [path.join(root, 'standalone/bin/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      while (!/open http/.test(output)) {
        if (child.exitCode !== null) throw new Error(`the shop stopped before it ran:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // Someone takes the log away under the running shop: its subscription's next read fails.
      const log = new Database(path.join(dir, 'events.sqlite'));
      log.exec('ALTER TABLE events RENAME TO events_moved');
      log.close();
      const code = await exited;
      expect(code).not.toBe(0);
      expect(output).toContain('the event log cannot be followed');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
