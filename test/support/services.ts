import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface ServiceProcess {
  name: string;
  url: string;
  pid: number;
  /** Everything it logged so far (pino JSON lines). */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts one service on its own (`node --import tsx <service>/src/main.ts`) on a free port and
 * resolves once it says where it listens.
 */
export async function startService(
  service: 'command-service' | 'query-service' | 'workers',
  env: Record<string, string>,
  label: string = service,
): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, service, 'src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SHOP_CURRENCY: 'USD', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let url: string | null = null;
  while (!url) {
    url = /"url":"(http:\/\/[^"]+)"[^\n]*listening/.exec(output)?.[1] ?? null;
    if (child.exitCode !== null) throw new Error(`${label} exited at start (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`${label} did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    name: label,
    url,
    pid: child.pid as number,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
