import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { configSchema, contentSecurityPolicyHeader, originAllowed } from '@tavico/infrastructure';

/**
 * No Docker engine runs here, so the stack is checked by reading it (every service, build,
 * variable and route has to point at something real) and by Debian's docker-compose 1.29;
 * images.test.ts builds the images without an engine.
 */
const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const services = compose.services as Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('docker-compose.yml', () => {
  it('runs the stores, the three services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['command-service', 'eventstore', 'gateway', 'mongo', 'query-service', 'redis', 'workers'].sort(),
    );
    expect(services.eventstore.image).toMatch(/^eventstore\/eventstore:/);
    expect(services.eventstore.environment.EVENTSTORE_INSECURE).toBe('true');
    expect(services.mongo.image).toMatch(/^mongo:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it('restarts every service, checks each one is healthy, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, Array.isArray(service.healthcheck?.test)]).toEqual([name, true]);
      for (const [needed, how] of Object.entries(service.depends_on ?? {})) {
        expect([name, needed, (how as { condition?: string }).condition]).toEqual([name, needed, 'service_healthy']);
      }
    }
    for (const [name, port] of [
      ['command-service', 8081],
      ['query-service', 8082],
      ['workers', 8083],
    ] as const) {
      expect(services[name].healthcheck.test.join(' ')).toContain(`localhost:${port}/readyz`);
    }
    expect(Object.keys(services.gateway.depends_on).sort()).toEqual(['command-service', 'query-service']);
  });

  it('is valid for Debian’s docker-compose 1.29 too (no top-level name)', () => {
    expect(compose).not.toHaveProperty('name');
    const version = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
    if (version.status !== 0) {
      // .ci/run installs it; say so rather than pass silently.
      throw new Error('docker-compose (Debian package) is not installed: apt-get install -y docker-compose');
    }
    const config = spawnSync('docker-compose', ['-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], {
      encoding: 'utf8',
      env: { ...process.env, SESSION_SECRET: 'a-secret-long-enough-for-the-compose-check' },
    });
    expect({ status: config.status, stderr: config.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('runs two query-service replicas and two workers', () => {
    expect(services['query-service'].deploy.replicas).toBe(2);
    expect(services.workers.deploy.replicas).toBe(2);
  });

  it('builds each service from a Dockerfile that exists, starting a main.ts that exists', () => {
    for (const name of ['command-service', 'query-service', 'workers', 'gateway']) {
      const build = services[name].build;
      expect(existsSync(path.join(root, build.context, build.dockerfile))).toBe(true);
      if (build.args?.SERVICE) expect(existsSync(path.join(root, build.args.SERVICE, 'src/main.ts'))).toBe(true);
    }
  });

  it('sets only variables the configuration knows, with valid values', () => {
    const known = Object.keys(configSchema.shape);
    for (const name of ['command-service', 'query-service', 'workers']) {
      const env = services[name].environment as Record<string, string | number>;
      for (const key of Object.keys(env)) expect([name, key, known.includes(key)]).toEqual([name, key, true]);
      const literal = Object.fromEntries(
        Object.entries(env)
          .filter(([, v]) => !String(v).startsWith('${'))
          .map(([k, v]) => [k, String(v)]),
      );
      expect(configSchema.safeParse(literal).success).toBe(true);
    }
  });

  it('points the services at the stores by their compose names', () => {
    const env = services.workers.environment;
    expect(env.EVENTSTORE_URL).toContain('//eventstore:');
    expect(env.MONGO_URL).toContain('//mongo:');
    expect(env.REDIS_URL).toContain('//redis:');
  });

  it('shares one uploads volume between the services that write, transform and serve images', () => {
    for (const name of ['command-service', 'query-service', 'workers']) {
      expect([name, services[name].volumes]).toEqual([name, ['uploads:/data/uploads']]);
      expect(services[name].environment.UPLOADS_DIR).toBe('/data/uploads');
    }
    expect(Object.keys(compose.volumes)).toContain('uploads');
  });
});

describe('gateway.conf', () => {
  const conf = readFileSync(path.join(root, 'deploy/gateway.conf'), 'utf8');

  it('sends the pages it serves with the services’ own security headers', () => {
    for (const location of ['/assets/', '/', '@app']) {
      const block = new RegExp(`location ${location.replace(/\//g, '\\/')} \\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      expect(block).toContain(`add_header Content-Security-Policy "${contentSecurityPolicyHeader}" always;`);
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
  });

  it('passes on the Host a browser used, port included, which is what a page of the shop is checked against', () => {
    expect(conf).toMatch(/^\s*proxy_set_header Host \$http_host;/m);
    expect(conf).not.toMatch(/proxy_set_header Host \$host;/);
    // What that decides: a form of the shop reached at http://10.0.0.5:8080 (not PUBLIC_URL) may
    // change things when the port reaches the service, and would be refused without it.
    const fromItsOwnPage = { origin: 'http://10.0.0.5:8080' };
    expect(originAllowed({ ...fromItsOwnPage, host: '10.0.0.5:8080' }, {})).toBe(true);
    expect(originAllowed({ ...fromItsOwnPage, host: '10.0.0.5' }, {})).toBe(false);
  });

  it('sends GET and HEAD to the query service, everything else to the command service', () => {
    expect(conf).toMatch(
      /map \$request_method \$api_upstream \{\s*GET\s+query;\s*HEAD\s+query;\s*default\s+command;\s*\}/,
    );
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/\$api_upstream;/);
  });

  it('sends socket.io to the query service with WebSocket upgrade headers', () => {
    expect(conf).toMatch(/location \/socket\.io\/ \{[^}]*proxy_pass http:\/\/query;[^}]*Upgrade \$http_upgrade/);
  });

  it('names upstreams that match the compose services and their ports', () => {
    expect(conf).toContain(`server query-service:${services['query-service'].environment.PORT};`);
    expect(conf).toContain(`server command-service:${services['command-service'].environment.PORT};`);
  });

  it('sends uploaded images to the query service, and lets a 5 MB upload through', () => {
    expect(conf).toMatch(/location \/uploads\/ \{\s*proxy_pass http:\/\/query;/);
    expect(conf).toMatch(/client_max_body_size 6m;/);
  });

  it('sends the sandbox payment page and its forms to the command service, which keeps the payments', () => {
    expect(conf).toMatch(/location \/sandbox-pay\/ \{\s*proxy_pass http:\/\/command;/);
  });

  it("sends the chat assistant's POST, which only reads, to the query service that serves it", () => {
    expect(conf).toMatch(/location \/api\/chat-bot\/ \{\s*proxy_pass http:\/\/query;/);
  });

  it('serves the built files itself and every other path as a page of the query service, the plain app while it is away', () => {
    expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri @pages;/);
    expect(conf).toMatch(/location @pages \{[^}]*proxy_pass http:\/\/query;[^}]*error_page 502 503 504 = @app;/);
    expect(conf).toMatch(/location @app \{[^}]*try_files \/index\.html =404;/);
    // The query service reads the app's index.html from the gateway, by the gateway's compose name.
    expect(services['query-service'].environment.PAGE_TEMPLATE_URL).toBe('http://gateway/index.html');
    expect(Object.keys(services)).toContain('gateway');
  });
});

describe('each service started on its own', () => {
  it.each([
    ['command-service', /SESSION_SECRET: required to start the command service on its own/],
    ['query-service', /REDIS_URL: required to start the query service on its own/],
    ['workers', /REDIS_URL: required to start the workers on its own/],
  ])('%s stops at start with a message naming what it needs', (service, message) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) => !['EVENTSTORE_URL', 'MONGO_URL', 'REDIS_URL', 'SESSION_SECRET'].includes(k),
      ),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, service, 'src/main.ts')], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
  });

  it('stops at start when a variable has a bad value, naming it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'standalone/src/main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT: expected a port number (got "eighty")');
  });
});
