import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('npm start', () => {
  it('prints one URL, serves the app and the API there, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-proc-'));
    const child = spawn(process.execPath, [path.join(root, 'standalone/bin/start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (!/open (http:\/\/\S+)/.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const url = (output.match(/open (http:\/\/\S+)/) as RegExpMatchArray)[1];
      const page = await fetch(url);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<div id="root">');
      const guest = await fetch(`${url}/api/auth/check-auth`);
      expect(guest.status).toBe(200);
      expect(await guest.json()).toMatchObject({ success: false, user: null });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('tavico stopped');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
