import { io as connect } from 'socket.io-client';
import { messages, inVietnamese } from '@tavico/contracts';
import { client, startShop, type TestShop } from '../support/shop';
import { cookieOf } from '../support/live';

const register = async (url: string, email: string) => {
  const c = client(url);
  await c.post('/api/auth/register', { userName: 'Lan', email, password: 'mat-khau-8' });
  await c.post('/api/auth/login', { email, password: 'mat-khau-8' });
  return c;
};

/** Whether a socket with these headers is let in. */
const socketAccepted = (url: string, headers: Record<string, string>) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: headers,
      forceNew: true,
      reconnection: false,
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once('connect_error', () => {
      socket.disconnect();
      resolve(false);
    });
  });

describe('requests from other sites', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('refuses a change sent from another site (a form posting to logout), and the session stays', async () => {
    const lan = await register(shop.url, 'lan@example.vn');
    const forged = await lan.post('/api/auth/logout', {}, { Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.json).toEqual({ success: false, message: inVietnamese(messages.crossSiteRefused) });
    expect(forged.headers.getSetCookie()).toEqual([]);
    const noOrigin = await lan.post('/api/auth/logout', {}, { 'Sec-Fetch-Site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    expect((await lan.get('/api/auth/check-auth')).json.user).toMatchObject({ email: 'lan@example.vn' });
    // The shop's own pages may.
    const own = await lan.post('/api/auth/logout', {}, { Origin: shop.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    expect((await lan.get('/api/auth/check-auth')).json.user ?? null).toBeNull();
  });

  it('refuses a socket opened by another site with the victim’s cookie, and takes the shop’s own', async () => {
    const cookie = cookieOf(await register(shop.url, 'minh@example.vn'));
    expect(await socketAccepted(shop.url, { Cookie: cookie, Origin: 'http://evil.example' })).toBe(false);
    expect(await socketAccepted(shop.url, { Cookie: cookie, Origin: shop.url })).toBe(true);
  });

  it('sends security headers: a content policy, no framing by anyone, nosniff, a referrer policy', async () => {
    const res = await client(shop.url).get('/api/shop/products/get');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Over plain http there is no HSTS; there is none without a CORS setting either.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    // Nothing says what the server runs on.
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('behind an https proxy, and with a client served from another origin (CORS_ORIGINS)', () => {
  let shop: TestShop;
  const app = 'https://app.example.vn';
  beforeAll(async () => {
    shop = await startShop({ env: { TRUST_PROXY: '1', CORS_ORIGINS: app } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('sends HSTS for requests that came over https', async () => {
    const res = await client(shop.url).get('/api/shop/products/get', { 'X-Forwarded-Proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('lets the configured origin call with cookies (preflight included), SameSite=None; Secure', async () => {
    const preflight = await fetch(`${shop.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: app,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(app);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');

    const c = client(shop.url);
    const reg = await c.post(
      '/api/auth/register',
      { userName: 'Hoa', email: 'hoa@example.vn', password: 'mat-khau-8' },
      { Origin: app },
    );
    expect(reg.status).toBe(201);
    expect(reg.headers.get('access-control-allow-origin')).toBe(app);
    const login = await c.post('/api/auth/login', { email: 'hoa@example.vn', password: 'mat-khau-8' }, { Origin: app });
    expect(login.headers.getSetCookie()[0]).toMatch(/; Secure/);
    expect(login.headers.getSetCookie()[0]).toMatch(/SameSite=None/i);

    // Any other origin still gets neither CORS headers nor a change.
    const other = await c.post('/api/auth/logout', {}, { Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
