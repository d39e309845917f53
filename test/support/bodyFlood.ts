import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  json: Record<string, unknown>;
  ms: number;
}

/** A JSON body of about 1 MB (just under the signed-in limit) made of 90,000 keys: costly to parse. */
export const manyKeys = (): string =>
  `{${Array.from({ length: 90_000 }, (_, i) => `"k${String(i).padStart(5, '0')}":0`).join(',')}}`;

/**
 * Posts a body with node:http, resolving on the answer even when the server answers before the
 * body is all sent (fetch would report that as a failure). `chunked`: no Content-Length.
 */
export function postBody(
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(chunked ? {} : { 'Content-Length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {}, ms: performance.now() - started });
        });
      },
    );
    // Once answered, a write cut short by the server does not matter: only a missing answer counts.
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `count` guests posting 1 MB of 90,000 keys to `url` at once, from another process, as an
 * attacker would (the body's building and sending are not the server's work, so they are not
 * counted against it): resolves with their answers.
 */
export function floodFromAnotherProcess(url: string, count: number): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, url, String(count)], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Answer[]) : reject(new Error(`the flood ended with ${code}`)),
    );
  });
}

if (require.main === module) {
  const [url, count] = process.argv.slice(2);
  const body = Buffer.from(manyKeys());
  void Promise.all(Array.from({ length: Number(count) }, () => postBody(url, body))).then((answers) =>
    process.stdout.write(JSON.stringify(answers)),
  );
}
