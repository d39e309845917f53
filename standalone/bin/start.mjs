#!/usr/bin/env node
// `npm start`: build the frontend if it has not been built, then run the whole shop in one process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The app and its server render (frontend/dist-ssr) come from the one build.
const built = ['frontend/dist/index.html', 'frontend/dist-ssr/render.cjs'].every((file) =>
  existsSync(path.join(root, file)),
);
if (!process.env.FRONTEND_DIST && !built) {
  console.log('Building the frontend (first start only)...');
  // Always the production build: under NODE_ENV=test (a test starting the shop) Vite would bundle
  // React's and antd's development code, over the first-load budget.
  const build = spawnSync(npm, ['run', 'build', '--workspace', '@tavico/frontend'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'standalone/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the child through the terminal; a SIGTERM sent to us alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
