import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { client, startShop, signUp, testProduct, adminEnv, signInAdmin } from '../support/shop';
import { loseLogTail } from '../support/lostTail';

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

  it('refuses a log that lost its tail while the read models kept theirs, naming both positions; after a rebuild the shop works', async () => {
    const dir = dataDir();
    const { head, checkpoint } = await loseLogTail(dir);

    const { code, output } = await startProcess(dir);
    expect(code).not.toBe(0);
    expect(output).not.toContain('open http');
    expect(output).toContain('the event log is behind the read models');
    expect(output).toContain(`The event log ends at position ${head}`);
    expect(output).toContain(`up to position ${checkpoint}`);
    expect(output).toContain('Restore the log (from a backup, with its -wal file), or run `npm run rebuild`');
    // In-process too: the start is refused, and leaves nothing open.
    await expect(startShop({ dataDir: dir })).rejects.toThrow(`ends at position ${head}`);

    const rebuilt = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'workers/src/cli/rebuild.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(rebuilt.status).toBe(0);
    const third = await startShop({ dataDir: dir });
    try {
      // A new account is projected (the name is free, the login's session is known on the next call)...
      const chi = client(third.url);
      const registered = await chi.post('/api/auth/register', {
        userName: 'Chi',
        email: 'chi@example.vn',
        password: 'mat-khau-8',
      });
      expect(registered.status).toBe(201);
      expect((await chi.post('/api/auth/login', { email: 'chi@example.vn', password: 'mat-khau-8' })).status).toBe(200);
      const check = await chi.get('/api/auth/check-auth');
      expect(check.status).toBe(200);
      expect(check.json.user).toMatchObject({ userName: 'Chi', email: 'chi@example.vn' });
      // ...what the kept log holds is still there, and what it lost is gone.
      const an = await client(third.url).post('/api/auth/login', { email: 'an@example.vn', password: 'mat-khau-8' });
      expect(an.status).toBe(200);
      const binh = await client(third.url).post('/api/auth/login', {
        email: 'binh@example.vn',
        password: 'mat-khau-8',
      });
      expect(binh.status).not.toBe(200);
    } finally {
      await third.stop();
    }
  });
});
