import { client, startShop } from '../support/shop';

describe('restart on the same data', () => {
  it('keeps accounts and open sessions: register, stop, start again, still signed in, log in again', async () => {
    const first = await startShop();
    const browser = client(first.url);
    await browser.post('/api/auth/register', { userName: 'Hoa', email: 'hoa@example.vn', password: 'mat-khau-8' });
    const login = await browser.post('/api/auth/login', { email: 'hoa@example.vn', password: 'mat-khau-8' });
    expect(login.status).toBe(200);
    await first.stop();

    const second = await startShop({ dataDir: first.dataDir });
    try {
      // Read models were rebuilt from the log: the session cookie from before still works.
      const again = client(second.url);
      for (const [k, v] of browser.cookies) again.cookies.set(k, v);
      const check = await again.get('/api/auth/check-auth');
      expect(check.status).toBe(200);
      expect(check.json.user).toMatchObject({ userName: 'Hoa', email: 'hoa@example.vn' });

      const relog = await client(second.url).post('/api/auth/login', {
        email: 'hoa@example.vn',
        password: 'mat-khau-8',
      });
      expect(relog.status).toBe(200);
      // The e-mail is still taken after the restart.
      const dup = await client(second.url).post('/api/auth/register', {
        userName: 'Hoa',
        email: 'hoa@example.vn',
        password: 'mat-khau-8',
      });
      expect(dup.status).toBe(409);
    } finally {
      await second.stop();
      second.cleanup();
    }
  });
});

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin once, however often the shop starts', async () => {
    const env = { ADMIN_EMAIL: 'boss@tavico.vn', ADMIN_PASSWORD: 'admin-pass-1' };
    const first = await startShop({ env });
    await first.stop();
    const second = await startShop({ dataDir: first.dataDir, env });
    try {
      const res = await client(second.url).post('/api/auth/login', {
        email: 'boss@tavico.vn',
        password: 'admin-pass-1',
      });
      expect(res.status).toBe(200);
      expect(res.json.user.role).toBe('admin');
      const registrations = (await second.shop.eventStore.readAll(null, 1000)).filter(
        (e) => e.type === 'UserRegistered',
      );
      expect(registrations).toHaveLength(1);
    } finally {
      await second.stop();
      second.cleanup();
    }
  });

  it('promotes an existing account with that e-mail, keeping its password', async () => {
    const first = await startShop();
    await client(first.url).post('/api/auth/register', {
      userName: 'Chủ',
      email: 'owner@tavico.vn',
      password: 'own-password',
    });
    await first.stop();
    const second = await startShop({
      dataDir: first.dataDir,
      env: { ADMIN_EMAIL: 'owner@tavico.vn', ADMIN_PASSWORD: 'other-pass-1' },
    });
    try {
      const res = await client(second.url).post('/api/auth/login', {
        email: 'owner@tavico.vn',
        password: 'own-password',
      });
      expect(res.json.user.role).toBe('admin');
    } finally {
      await second.stop();
      second.cleanup();
    }
  });
});

describe('behind an https proxy', () => {
  it('marks the session cookie Secure when the proxy says the request came over https', async () => {
    const shop = await startShop({ env: { TRUST_PROXY: 'true' } });
    try {
      const c = client(shop.url);
      await c.post('/api/auth/register', { userName: 'An', email: 'an@example.vn', password: 'mat-khau-8' });
      const res = await c.post(
        '/api/auth/login',
        { email: 'an@example.vn', password: 'mat-khau-8' },
        { 'X-Forwarded-Proto': 'https' },
      );
      expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
    } finally {
      await shop.stop();
      shop.cleanup();
    }
  });
});
