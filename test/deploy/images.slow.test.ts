import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * No Docker engine runs here, so each image is built the way Docker would build it, without
 * one: its build context is assembled exactly as its Dockerfile's COPY lines (and
 * .dockerignore) say, into a temporary folder, and the image's own install and build commands
 * run there. A file the image forgot to copy fails here as it would in `docker build`.
 */
const root = path.resolve(__dirname, '../..');
const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean)
  .map((pattern) => pattern.replace(/^\*\*\//, ''));

interface Stage {
  name: string | null;
  /** The image it starts from. */
  base: string;
  workdir: string;
  steps: ({ copy: string[]; to: string; from: string | null } | { run: string })[];
}

/** The stages of a Dockerfile: their COPY and RUN steps, in order. */
function stagesOf(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  const lines = readFileSync(path.join(root, dockerfile), 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n');
  for (const line of lines.map((l) => l.trim())) {
    const [instruction, ...rest] = line.split(/\s+/);
    if (instruction === 'FROM')
      stages.push({ name: /AS (\S+)/i.exec(line)?.[1] ?? null, base: rest[0], workdir: '/', steps: [] });
    const stage = stages[stages.length - 1];
    if (instruction === 'WORKDIR') stage.workdir = rest[0];
    if (instruction === 'RUN') stage.steps.push({ run: rest.join(' ') });
    if (instruction === 'COPY') {
      const from = rest[0].startsWith('--from=') ? rest.shift()!.slice('--from='.length) : null;
      stage.steps.push({ copy: rest.slice(0, -1), to: rest[rest.length - 1], from });
    }
  }
  return stages;
}

/** Copies a path of the build context as Docker would send it (without what .dockerignore leaves out). */
function copyFromContext(source: string, target: string) {
  const ignore = (p: string) => {
    const relative = path.relative(root, p);
    return ignored.some((pattern) => relative === pattern || relative.split(path.sep).includes(pattern));
  };
  const from = path.join(root, source);
  if (!existsSync(from)) throw new Error(`COPY ${source}: not in the build context`);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(from, target, { recursive: statSync(from).isDirectory(), filter: (p) => !ignore(p) });
}

/** Runs one stage in `dir` (its /app), the commands that need the system's packages left out. */
function build(stage: Stage, dir: string, stages: Map<string, string>) {
  for (const step of stage.steps) {
    if ('copy' in step) {
      for (const source of step.copy) {
        const dest = path.join(dir, path.relative(stage.workdir, path.resolve(stage.workdir, step.to)));
        const target = step.copy.length > 1 || step.to.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
        if (step.from) {
          const fromDir = stages.get(step.from)!;
          cpSync(path.join(fromDir, path.relative('/app', source)), target, {
            recursive: true,
            verbatimSymlinks: true,
          });
        } else copyFromContext(source, target);
      }
    } else if (!/apt-get|chown|mkdir -p \/data/.test(step.run)) {
      // As in the image: no NODE_ENV (jest's 'test' would make Vite build React for development).
      const { NODE_ENV: _jest, ...env } = process.env;
      const result = spawnSync('sh', ['-c', step.run], {
        cwd: dir,
        encoding: 'utf8',
        // No audit or funding report: the registry's audit is a request of its own, and neither
        // changes what is installed.
        env: {
          ...env,
          npm_config_better_sqlite3_local_prebuilds: sqlitePrebuilds(),
          npm_config_audit: 'false',
          npm_config_fund: 'false',
        },
      });
      if (result.status !== 0) throw new Error(`RUN ${step.run} failed:\n${result.stdout}\n${result.stderr}`);
    }
  }
}

/**
 * better-sqlite3's install fetches its prebuilt binary from GitHub, which a real `docker build`
 * reaches and this machine does not: here it would compile SQLite instead (most of the test's
 * time). The same binary (same version, same Node), as the project's own install built it, is
 * offered where its installer looks before downloading; the rest of the install runs as it is.
 */
let prebuilds: string | null = null;
function sqlitePrebuilds(): string {
  if (prebuilds) return prebuilds;
  const dir = mkdtempSync(path.join(tmpdir(), 'tavico-prebuilds-'));
  const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/better-sqlite3/package.json'), 'utf8'));
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const built = path.join(root, 'node_modules/better-sqlite3');
  if (existsSync(path.join(built, 'build/Release/better_sqlite3.node'))) {
    spawnSync('tar', ['-czf', path.join(dir, name), '-C', built, 'build/Release/better_sqlite3.node']);
  }
  return (prebuilds = dir);
}

describe('images built from their build contexts, as docker build would', () => {
  jest.setTimeout(600_000);
  const dirs: string[] = [];
  afterAll(() =>
    [...dirs, ...(prebuilds ? [prebuilds] : [])].forEach((d) => rmSync(d, { recursive: true, force: true })),
  );

  /**
   * Stages already built, by what they are made of: as Docker's build cache does, a stage with the
   * same base and steps (the services' image builds the storefront as the gateway does) is built
   * once. Stages that copy from another stage are never shared.
   */
  const cached = new Map<string, string>();
  const buildImage = (dockerfile: string) => {
    const built = new Map<string, string>();
    let last = '';
    for (const stage of stagesOf(dockerfile)) {
      const shareable = stage.steps.every((step) => !('copy' in step) || step.from === null);
      const key = JSON.stringify([stage.base, stage.workdir, stage.steps]);
      let dir = shareable ? cached.get(key) : undefined;
      if (!dir) {
        dir = mkdtempSync(path.join(tmpdir(), 'tavico-image-'));
        dirs.push(dir);
        build(stage, dir, built);
        if (shareable) cached.set(key, dir);
      }
      if (stage.name) built.set(stage.name, dir);
      last = dir;
    }
    return { built, last };
  };

  it('builds the gateway: installs the frontend and builds it from what the Dockerfile copies', () => {
    const { built, last } = buildImage('deploy/gateway.Dockerfile');
    expect(existsSync(path.join(built.get('build')!, 'frontend/dist/index.html'))).toBe(true);
    // The final image: nginx with the gateway's config and the built pages.
    expect(existsSync(path.join(last, 'etc/nginx/conf.d/default.conf'))).toBe(true);
    expect(existsSync(path.join(last, 'usr/share/nginx/html/index.html'))).toBe(true);
  });

  it('builds the services image: every service loads its whole module graph from what was copied', () => {
    const { last } = buildImage('deploy/service.Dockerfile');
    for (const service of ['command-service', 'query-service', 'workers']) {
      const loaded = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', `await import('./${service}/src/index.ts')`],
        { cwd: last, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
      );
      expect({ service, status: loaded.status, stderr: loaded.stderr.slice(0, 2000) }).toEqual({
        service,
        status: 0,
        stderr: '',
      });
    }
    // The query service renders the storefront's pages: its server bundle, and the app's manifest
    // it links the pages' scripts from, are in the image and load there.
    expect(existsSync(path.join(last, 'frontend/dist/.vite/manifest.json'))).toBe(true);
    const renderer = spawnSync(
      process.execPath,
      ['-e', "process.stdout.write(typeof require('./frontend/dist-ssr/render.cjs').render)"],
      { cwd: last, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect({ status: renderer.status, stdout: renderer.stdout }).toEqual({ status: 0, stdout: 'function' });
  });
});
