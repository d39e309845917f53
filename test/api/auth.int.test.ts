import { sessionCookieName, messages, inVietnamese } from '@tavico/contracts';
import { client, startShop, type TestShop } from '../support/shop';

const register = (c: ReturnType<typeof client>, email: string, extra: Record<string, unknown> = {}) =>
  c.post('/api/auth/register', { userName: 'Nguyễn Lan', email, password: 'mat-khau-8', ...extra });

describe('accounts and sessions over HTTP', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ env: { LOGIN_MAX_FAILURES_PER_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '8' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });
  const eventCount = async () => (await shop.shop.eventStore.headPosition()) ?? 0;

  describe('register', () => {
    it('registers a customer and answers with a message, without signing in', async () => {
      const c = client(shop.url);
      const res = await register(c, 'lan@example.vn');
      expect(res.status).toBe(201);
      expect(res.json).toEqual({
        success: true,
        message: inVietnamese(messages.registered),
        position: expect.any(Number),
      });
      expect(c.cookies.size).toBe(0);
      // decisions §29: a guest is signed out, not refused.
      const check = await c.get('/api/auth/check-auth');
      expect([check.status, check.json]).toEqual([
        200,
        { success: false, message: inVietnamese(messages.notSignedIn), user: null },
      ]);
    });

    it('refuses an e-mail already taken, whatever its case or spaces, with 409', async () => {
      const c = client(shop.url);
      await register(c, 'taken@example.vn');
      const res = await register(c, '  TAKEN@Example.VN ');
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ success: false, message: inVietnamese(messages.emailTaken) });
    });

    it('lets exactly one of several simultaneous registrations of one e-mail through', async () => {
      const c = client(shop.url);
      const results = await Promise.all(Array.from({ length: 5 }, () => register(c, 'race@example.vn')));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it.each([
      [{ email: 'not-an-email' }, inVietnamese(messages.emailInvalid)],
      [{ password: 'short' }, inVietnamese(messages.passwordTooShort)],
      // Passwords with no variety (review finding 9), as zxcvbn scores them.
      [{ password: '        ' }, inVietnamese(messages.passwordGuessable)],
      [{ password: 'aaaaaaaa' }, inVietnamese(messages.passwordGuessable)],
      [{ password: 'abcdefgh' }, inVietnamese(messages.passwordGuessable)],
      [{ password: '12345678' }, inVietnamese(messages.passwordCommon)],
      [{ password: 'password' }, inVietnamese(messages.passwordCommon)],
      [{ userName: 'A' }, inVietnamese(messages.userNameLength)],
      [{ userName: 'x'.repeat(51) }, inVietnamese(messages.userNameLength)],
      [{ userName: '   ' }, inVietnamese(messages.userNameLength)],
      [{ email: undefined }, inVietnamese(messages.fieldRequired('email'))],
    ])('refuses %j with 400 and a Vietnamese message', async (override, message) => {
      const before = await eventCount();
      const res = await register(client(shop.url), `bad-${Math.random()}@example.vn`, override);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message });
      expect(await eventCount()).toBe(before);
    });
  });

  describe('bad bodies touch nothing', () => {
    it.each([
      ['an array', '[1,2]', inVietnamese(messages.bodyNotObject)],
      ['a string', '"hello"', inVietnamese(messages.bodyNotObject)],
      ['malformed JSON', '{"email": ', inVietnamese(messages.bodyMalformed)],
      [
        'an operator object where text belongs',
        JSON.stringify({ userName: 'Lan', email: { $ne: null }, password: 'mat-khau-8' }),
        inVietnamese(messages.fieldMustBeText('email')),
      ],
    ])('answers 400 to %s', async (_what, body, message) => {
      const before = await eventCount();
      const res = await client(shop.url).post('/api/auth/register', body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message });
      expect(await eventCount()).toBe(before);
    });

    it("answers 413 to a guest's body over 16 KB, saying what the limit is", async () => {
      const before = await eventCount();
      const res = await client(shop.url).post('/api/auth/register', {
        userName: 'x'.repeat(20_000),
        email: 'big@example.vn',
        password: 'mat-khau-8',
      });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ success: false, message: inVietnamese(messages.guestBodyTooLarge('16 KB')) });
      expect(await eventCount()).toBe(before);
    });

    it('answers 400 to an operator object in a login', async () => {
      const res = await client(shop.url).post('/api/auth/login', { email: { $ne: null }, password: { $ne: null } });
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
    });

    it('answers a form-encoded body with 400', async () => {
      const res = await client(shop.url).request('POST', '/api/auth/register', 'email=a', {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: inVietnamese(messages.bodyNotObject) });
    });
  });

  describe('login, check-auth and logout', () => {
    beforeAll(async () => {
      await register(client(shop.url), 'minh@example.vn', { userName: 'Minh' });
    });

    it('signs in with an httpOnly, SameSite=Lax cookie and answers the user', async () => {
      const c = client(shop.url);
      const res = await c.post('/api/auth/login', { email: ' Minh@Example.vn', password: 'mat-khau-8' });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        success: true,
        message: inVietnamese(messages.loggedIn),
        user: { userName: 'Minh', email: 'minh@example.vn', role: 'customer' },
      });
      expect(res.json.user.id).toBe(res.json.user._id);
      expect(res.json.user).not.toHaveProperty('passwordHash');
      const cookie = res.headers.getSetCookie()[0];
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);

      const check = await c.get('/api/auth/check-auth');
      expect(check.status).toBe(200);
      expect(check.headers.get('cache-control')).toBe('no-store');
      expect(check.json).toMatchObject({
        success: true,
        user: { id: res.json.user.id, userName: 'Minh', role: 'customer' },
      });
    });

    it('accepts the same session as a bearer token', async () => {
      const login = await client(shop.url).post('/api/auth/login', {
        email: 'minh@example.vn',
        password: 'mat-khau-8',
      });
      const check = await client(shop.url).get('/api/auth/check-auth', { Authorization: `Bearer ${login.json.token}` });
      expect(check.status).toBe(200);
      expect(check.json.user.email).toBe('minh@example.vn');
    });

    it('answers a wrong password and an unknown e-mail alike, with 401', async () => {
      const wrong = await client(shop.url).post('/api/auth/login', {
        email: 'minh@example.vn',
        password: 'wrong-password',
      });
      const unknown = await client(shop.url).post('/api/auth/login', {
        email: 'nobody@example.vn',
        password: 'wrong-password',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json).toEqual({ success: false, message: inVietnamese(messages.wrongCredentials) });
      expect(unknown.json).toEqual(wrong.json);
    });

    it('refuses a forged or tampered token', async () => {
      const login = await client(shop.url).post('/api/auth/login', {
        email: 'minh@example.vn',
        password: 'mat-khau-8',
      });
      const [payload, signature] = String(login.json.token).split('.');
      const forged = Buffer.from(JSON.stringify({ sid: 'x', uid: login.json.user.id, exp: 9999999999 })).toString(
        'base64url',
      );
      expect(
        (await client(shop.url).get('/api/auth/check-auth', { Authorization: `Bearer ${forged}.${signature}` })).status,
      ).toBe(401);
      expect(
        (await client(shop.url).get('/api/auth/check-auth', { Authorization: `Bearer ${payload}.AAAA` })).status,
      ).toBe(401);
    });

    it('ends the session on logout: neither the cookie nor the token works after', async () => {
      const c = client(shop.url);
      const login = await c.post('/api/auth/login', { email: 'minh@example.vn', password: 'mat-khau-8' });
      const oldCookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const out = await c.post('/api/auth/logout');
      expect(out.json).toEqual({
        success: true,
        message: inVietnamese(messages.loggedOut),
        position: expect.any(Number),
      });
      expect(c.cookies.size).toBe(0);
      expect((await client(shop.url).get('/api/auth/check-auth', { Cookie: oldCookie })).status).toBe(401);
      expect(
        (await client(shop.url).get('/api/auth/check-auth', { Authorization: `Bearer ${login.json.token}` })).status,
      ).toBe(401);
      // Signing out again is harmless.
      expect((await c.post('/api/auth/logout')).status).toBe(200);
    });

    it('keeps other sessions of the same user open when one signs out', async () => {
      const phone = client(shop.url);
      const laptop = client(shop.url);
      await phone.post('/api/auth/login', { email: 'minh@example.vn', password: 'mat-khau-8' });
      await laptop.post('/api/auth/login', { email: 'minh@example.vn', password: 'mat-khau-8' });
      await phone.post('/api/auth/logout');
      expect((await laptop.get('/api/auth/check-auth')).status).toBe(200);
    });

    it('answers check-auth without a session as signed out (200), and a made-up one with 401', async () => {
      const res = await client(shop.url).get('/api/auth/check-auth');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: false, message: inVietnamese(messages.notSignedIn), user: null });
      const madeUp = await client(shop.url).get('/api/auth/check-auth', { Cookie: `${sessionCookieName}=abc.def` });
      expect(madeUp.status).toBe(401);
      expect(madeUp.json).toEqual({ success: false, message: inVietnamese(messages.notSignedIn) });
    });
  });

  describe('failed-login limits', () => {
    it('stops an e-mail after repeated failures with 429, even with the right password', async () => {
      const c = client(shop.url);
      await register(c, 'limited@example.vn');
      for (let i = 0; i < 3; i++) {
        expect(
          (await c.post('/api/auth/login', { email: 'limited@example.vn', password: 'wrong-password' })).status,
        ).toBe(401);
      }
      const blocked = await c.post('/api/auth/login', { email: 'limited@example.vn', password: 'mat-khau-8' });
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ success: false, message: inVietnamese(messages.tooManyLogins(15)) });
      expect(blocked.headers.get('retry-after')).toBe('900');
    });

    it('stops an IP that fails across many e-mails', async () => {
      const c = client(shop.url);
      // 3 failures were counted for this IP above; 5 more reach the limit of 8.
      for (let i = 0; i < 5; i++)
        await c.post('/api/auth/login', { email: `spray${i}@example.vn`, password: 'wrong-password' });
      const res = await c.post('/api/auth/login', { email: 'minh@example.vn', password: 'mat-khau-8' });
      expect(res.status).toBe(429);
    });
  });

  describe('operations', () => {
    it('serves health, readiness and Prometheus metrics', async () => {
      const c = client(shop.url);
      expect((await c.get('/healthz')).json).toEqual({ status: 'ok' });
      expect((await c.get('/readyz')).json).toEqual({ status: 'ready' });
      const metrics = await c.get('/metrics');
      expect(metrics.text).toContain('http_request_duration_seconds_bucket');
      expect(metrics.text).toMatch(/commands_handled_total\{[^}]*command="RegisterUser"[^}]*outcome="accepted"/);
      expect(metrics.text).toContain('events_appended_total');
      expect(metrics.text).toContain('projection_checkpoint_position');
    });

    it('answers an unknown API path with a JSON 404 and echoes a request id', async () => {
      const res = await client(shop.url).get('/api/nothing-here', { 'X-Request-Id': 'req-42' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: inVietnamese(messages.routeNotFound) });
      expect(res.headers.get('x-request-id')).toBe('req-42');
    });
  });
});
