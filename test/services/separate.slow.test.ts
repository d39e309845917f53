import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { liveEvents, minPositionHeader, staleHeader } from '@tavico/contracts';
import { adminEnv, approveSandbox, client, placeOrder, testProduct } from '../support/shop';
import { cookieOf, eventually, liveSocket } from '../support/live';
import { startService, type ServiceProcess } from '../support/services';

/**
 * The services started on their own, as on the distributed stack but on one machine: one
 * command service, two query services and two workers, sharing the SQLite event log and read
 * store in one DATA_DIR, and the real Redis for the job queue and the sockets' fan-out.
 */
describe('separately started services on the real Redis', () => {
  jest.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavico-services-'));
  const env = {
    ...adminEnv,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Its own queue, so no other run on this Redis takes its jobs.
    QUEUE_NAME: `tavico-test-${randomUUID()}`,
    SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-the-check',
    PROJECTION_LEASE_TTL: '2s',
  };
  /** The built app's index.html, served as the gateway serves it to the query services (PAGE_TEMPLATE_URL). */
  const frontend = path.join(__dirname, '..', '..', 'frontend');
  let templates: Server;
  let command: ServiceProcess;
  let queries: ServiceProcess[];
  let workers: ServiceProcess[];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // The command service first: it creates the log and the admin.
    if (!existsSync(path.join(frontend, 'dist-ssr', 'render.cjs')))
      throw new Error('run `npm run build` first: no frontend/dist-ssr');
    const template = readFileSync(path.join(frontend, 'dist', 'index.html'));
    templates = createServer((_req, res) => res.end(template));
    await new Promise<void>((resolve) => templates.listen(0, '127.0.0.1', resolve));
    const pages = { PAGE_TEMPLATE_URL: `http://127.0.0.1:${(templates.address() as AddressInfo).port}/index.html` };
    command = await startService('command-service', env);
    [queries, workers] = await Promise.all([
      Promise.all([
        startService('query-service', { ...env, ...pages }, 'query-1'),
        startService('query-service', { ...env, ...pages }, 'query-2'),
      ]),
      Promise.all([startService('workers', env, 'workers-1'), startService('workers', env, 'workers-2')]),
    ]);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await Promise.all([command, ...(queries ?? []), ...(workers ?? [])].filter(Boolean).map((s) => s.kill()));
    templates?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser: writes go to the command service, reads to a query service, as the gateway sends them. */
  const browser = (query: ServiceProcess) => {
    const writes = client(command.url, { reads: query.url });
    return {
      writes,
      read: (route: string, headers: Record<string, string> = {}) =>
        client(query.url).get(route, { Cookie: cookieOf(writes), ...headers }),
    };
  };
  const signIn = async (query: ServiceProcess, email: string, register = true) => {
    const b = browser(query);
    const password = register ? 'mat-khau-8' : adminEnv.ADMIN_PASSWORD;
    if (register) await b.writes.post('/api/auth/register', { userName: email.split('@')[0], email, password });
    const login = await b.writes.post('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    // Read your writes: the query service waits until its read models hold the new session.
    const check = await b.read('/api/auth/check-auth', { [minPositionHeader]: String(login.json.position) });
    expect(check.status).toBe(200);
    expect(check.headers.get(staleHeader)).toBeNull();
    return { ...b, id: login.json.user.id as string };
  };
  const open = async (query: ServiceProcess, b: { writes: ReturnType<typeof client> }) => {
    const live = await liveSocket(query.url, cookieOf(b.writes));
    sockets.push(live.socket);
    return live.pushes;
  };

  it('runs the projections in one worker only', async () => {
    const admin = await signIn(queries[0], adminEnv.ADMIN_EMAIL, false);
    // Caught up: the report (saved every second) shows no lag.
    const status = await eventually(async () => {
      const res = await admin.read('/api/admin/ops/status');
      expect(res.json.data.runner?.reporting).toBe(true);
      for (const p of res.json.data.projections) expect(p).toMatchObject({ lagEvents: 0, lagMs: 0 });
      return res.json.data;
    });
    const taken = workers.filter((w) => w.output().includes('projection lease taken'));
    expect(taken).toHaveLength(1);
    expect(status.leaseHolder).toContain(String(taken[0].pid));
    expect(status.projections.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['users', 'products', 'orders', 'order-pushes']),
    );
    expect(status.headPosition).toBe(status.projections[0].checkpoint);
  });

  it('pushes a customer’s order events to their sockets on either instance, never to another customer', async () => {
    const admin = await signIn(queries[0], adminEnv.ADMIN_EMAIL, false);
    const an = await signIn(queries[0], 'an@example.vn');
    const binh = await signIn(queries[1], 'binh@example.vn');
    const [anOnOne, anOnTwo, binhOnTwo, adminOnTwo] = await Promise.all([
      open(queries[0], an),
      open(queries[1], an),
      open(queries[1], binh),
      open(queries[1], admin),
    ]);

    const product = await admin.writes.post('/api/admin/products/add', testProduct('Tủ sách gỗ xoan', 5));
    expect(product.status).toBe(201);
    await an.writes.post('/api/shop/cart/add', { userId: an.id, productId: product.json.data._id, quantity: 1 });
    const created = await placeOrder(an.writes, an.id);
    expect(created.status).toBe(201);
    const orderId = created.json.orderId as string;
    const approved = await approveSandbox(command.url, created.json.approvalURL);
    await an.writes.post('/api/shop/order/capture', {
      paymentId: approved.paymentId,
      payerId: approved.payerId,
      orderId,
    });
    const changed = await admin.writes.request('PUT', `/api/admin/orders/update/${orderId}`, {
      orderStatus: 'inProcess',
    });
    expect(changed.status).toBe(200);

    // Every event of the order, the payment's steps too, each with its revision in the order's stream.
    const expected = [
      liveEvents.orderPlaced,
      liveEvents.orderUpdated,
      liveEvents.orderUpdated,
      liveEvents.orderPaid,
      liveEvents.orderStatusChanged,
    ];
    for (const pushes of [anOnOne, anOnTwo, adminOnTwo]) {
      await eventually(() => expect(pushes.map((p) => p.event)).toEqual(expected));
      expect(pushes.map((p) => p.revision)).toEqual([0, 1, 2, 3, 4]);
      expect(pushes.at(-1)).toMatchObject({ orderId, orderStatus: 'inProcess', position: changed.json.position });
    }
    // Binh's own order comes to him after An's (one worker pushes in log order, over one Redis link):
    // once it has, a push of An's that was sent to him would have come first.
    await binh.writes.post('/api/shop/cart/add', { userId: binh.id, productId: product.json.data._id, quantity: 1 });
    const binhsOrder = (await placeOrder(binh.writes, binh.id)).json.orderId as string;
    await eventually(() => expect(binhOnTwo.map((p) => p.orderId)).toContain(binhsOrder));
    expect(binhOnTwo.filter((p) => p.orderId !== binhsOrder)).toEqual([]);

    // Read your writes on the other instance: the change is there, not stale.
    const details = await an.read(`/api/shop/order/details/${orderId}`, {
      [minPositionHeader]: String(changed.json.position),
    });
    expect(details.json.data.orderStatus).toBe('inProcess');
    expect(details.headers.get(staleHeader)).toBeNull();
  });

  it('answers a position it cannot reach after 2 s, marked stale', async () => {
    const started = Date.now();
    const res = await client(queries[1].url).get('/api/shop/products/get', { [minPositionHeader]: '999999999' });
    expect(res.status).toBe(200);
    expect(res.headers.get(staleHeader)).toBe('true');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('rebuilds the read models as a job an admin follows, with reads answering all along', async () => {
    const admin = await signIn(queries[0], adminEnv.ADMIN_EMAIL, false);
    const listed = async () => (await client(queries[1].url).get('/api/shop/products/get')).json.data.length;
    const before = await listed();
    expect(before).toBeGreaterThan(0);

    const started = await admin.writes.post('/api/admin/ops/rebuild');
    expect(started.status).toBe(202);
    const jobId = started.json.data.jobId as string;
    const counts: number[] = [];
    const job = await eventually(async () => {
      counts.push(await listed());
      const res = await admin.read(`/api/admin/ops/rebuild/${jobId}`);
      // The whole answer, so a failure says what came instead.
      expect(res.json).toMatchObject({ data: { status: 'completed' } });
      return res.json.data;
      // A rebuild beside a whole CI run on two cores has taken more than 30 s.
    }, 90_000);
    expect(job.progress).toMatchObject({ phase: 'done', percent: 100 });
    expect(job.result).toMatchObject({ generation: 1, previousGeneration: 0 });
    expect(counts.every((n) => n === before)).toBe(true);

    const status = (await admin.read('/api/admin/ops/status')).json.data;
    expect(status.generation).toBe(1);
    await eventually(async () =>
      expect((await admin.read('/api/admin/ops/status')).json.data.runner.generation).toBe(1),
    );
    // Writes after the switch land in the new generation.
    const product = await admin.writes.post('/api/admin/products/add', testProduct('Kệ tivi gỗ sồi', 3));
    const res = await client(queries[0].url).get('/api/shop/products/get', {
      [minPositionHeader]: String(product.json.position),
    });
    expect(res.json.data.map((p: { title: string }) => p.title)).toContain('Kệ tivi gỗ sồi');
  });

  it("renders the storefront's pages with their content on either query service, as the standalone does", async () => {
    const admin = await signIn(queries[0], adminEnv.ADMIN_EMAIL, false);
    const product = await admin.writes.post('/api/admin/products/add', testProduct('Bàn trà gỗ hương', 4));
    expect(product.status).toBe(201);
    for (const query of queries) {
      // Once the query service holds the product, its page and the listing are sent with it.
      const read = await client(query.url).get(`/api/shop/products/get/${product.json.data._id}`, {
        [minPositionHeader]: String(product.json.position),
      });
      const slug = read.json.data.slug as string;
      const page = await fetch(`${query.url}/san-pham/${slug}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<h1[^>]*>Bàn trà gỗ hương<\/h1>/);
      expect(html).toContain('id="page-state"');
      const listing = await (await fetch(`${query.url}/listing`)).text();
      expect(listing).toMatch(new RegExp(`<a href="/san-pham/${slug}"[^>]*>Bàn trà gỗ hương</a>`));
    }
  });

  it('hands the projections to the other worker when the holder dies', async () => {
    const holder = workers.find((w) => w.output().includes('projection lease taken')) as ServiceProcess;
    const other = workers.find((w) => w !== holder) as ServiceProcess;
    const admin = await signIn(queries[0], adminEnv.ADMIN_EMAIL, false);
    await holder.kill('SIGKILL');
    await eventually(() => expect(other.output()).toContain('projection lease taken'), 15_000);
    const product = await admin.writes.post('/api/admin/products/add', testProduct('Ghế đôn gỗ mít', 2));
    const res = await client(queries[1].url).get(`/api/shop/products/get/${product.json.data._id}`, {
      [minPositionHeader]: String(product.json.position),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(staleHeader)).toBeNull();
  });
});
