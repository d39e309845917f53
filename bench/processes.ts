import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(__dirname, '..');

/** Waits until the child prints a line matching `pattern`; the first group is the answer. */
async function announced(child: ChildProcess, read: () => string, pattern: RegExp): Promise<string> {
  for (;;) {
    const found = pattern.exec(read())?.[1];
    if (found) return found;
    if (child.exitCode !== null) throw new Error(`the process exited:\n${read()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The standalone shop in a process of its own, as `npm start` runs it, on `dataDir`. BENCH_PROFILE
 * names a folder for its CPU profile, written when it stops.
 */
export async function startShopProcess(dataDir: string, env: Record<string, string> = {}) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'standalone/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  const base = await announced(child, () => output, /open (http:\/\/\S+)/);
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * The baseline: a bare Express app in a process of its own. `route` is its one handler's source:
 * what it answers, from nothing but the request (and `body`, handed in on stdin).
 */
export async function startBareExpress(route: string, body = '') {
  const script = `
    const express = require('express');
    const body = require('fs').readFileSync(0, 'utf8');
    const app = express();
    app.use(express.json());
    ${route}
    const server = app.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin?.end(body);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  const port = await announced(child, () => output, /port (\d+)/);
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
