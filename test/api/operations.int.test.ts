import { client, signInAdmin, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';
import { eventually } from '../support/live';

describe('operations: projection status and read-model rebuild (standalone)', () => {
  const shop = scenario();
  let admin: Awaited<ReturnType<typeof signInAdmin>>;

  beforeAll(async () => {
    admin = await signInAdmin(shop.url);
    for (let i = 0; i < 5; i++) await admin.c.post('/api/admin/products/add', testProduct(`Ghế gỗ số ${i + 1}`, 10));
  });

  it('is for admins only', async () => {
    const customer = await shop.signUp('khach@example.vn', 'Khách');
    expect((await client(shop.url).get('/api/admin/ops/status')).status).toBe(401);
    expect((await customer.c.get('/api/admin/ops/status')).status).toBe(403);
    expect((await customer.c.post('/api/admin/ops/rebuild')).status).toBe(403);
    expect((await customer.c.get('/api/admin/ops/rebuild/any')).status).toBe(403);
  });

  it('shows each projection’s checkpoint, lag in events and milliseconds, and speed, also on /metrics', async () => {
    const data = await eventually(async () => {
      const res = await admin.c.get('/api/admin/ops/status');
      expect(res.status).toBe(200);
      expect(res.json.data.runner).toMatchObject({ reporting: true, generation: 0 });
      for (const p of res.json.data.projections) {
        expect(p).toEqual({
          name: expect.any(String),
          checkpoint: expect.any(Number),
          lagEvents: 0,
          lagMs: 0,
          eventsPerSecond: expect.any(Number),
        });
      }
      return res.json.data;
    }, 4000);
    expect(data.projections.length).toBeGreaterThan(9);
    expect(data.headPosition).toBe(data.projections[0].checkpoint);
    const metrics = await (await fetch(`${shop.url}/metrics`)).text();
    expect(metrics).toMatch(/projection_lag_events\{projection="products"/);
    expect(metrics).toMatch(/projection_lag_milliseconds\{projection="products"/);
    expect(metrics).toMatch(/projection_events_per_second\{projection="orders"/);
  });

  it('rebuilds as a job the admin follows to the end, and the shop reads the same after', async () => {
    const before = (await client(shop.url).get('/api/shop/products/get')).json.data;
    const started = await admin.c.post('/api/admin/ops/rebuild');
    expect(started.status).toBe(202);
    expect(started.json.message).toBe('Đã bắt đầu dựng lại dữ liệu đọc.');
    const job = await eventually(async () => {
      const res = await admin.c.get(`/api/admin/ops/rebuild/${started.json.data.jobId}`);
      expect(res.json.data.status).toBe('completed');
      return res.json.data;
    }, 20_000);
    expect(job.progress).toMatchObject({ phase: 'done', percent: 100, generation: 1 });
    expect(job.result.events).toBeGreaterThan(5);
    expect((await client(shop.url).get('/api/shop/products/get')).json.data).toEqual(before);
    expect((await admin.c.get('/api/admin/ops/status')).json.data.generation).toBe(1);
  });

  it('answers 404 for a job that is not a rebuild', async () => {
    const res = await admin.c.get('/api/admin/ops/rebuild/nothing-like-it');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Không tìm thấy công việc dựng lại này.');
  });
});
