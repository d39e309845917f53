import { createHash } from 'node:crypto';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { messages, inVietnamese } from '@tavico/contracts';
import { readOutbox, readOutboxMessage } from '@tavico/infrastructure';
import { client, signUp, startShop, type TestShop } from '../support/shop';
import { eventually } from '../support/live';

type Client = ReturnType<typeof client>;
const password = 'mat-khau-8';

/**
 * "Quên mật khẩu" through the outbox (no SMTP_URL): the link comes by e-mail, opens once within
 * its 30 minutes (the shop's clock is moved on to see it expire), sets a password under the
 * registration's rules and ends every session. "Đổi mật khẩu" in the account asks for the current one.
 */
describe('password reset and change', () => {
  let shop: TestShop;
  let skew = 0;
  const clock = { now: () => new Date(Date.now() + skew) };
  const outbox = () => path.join(shop.dataDir, 'outbox');

  /** The reset links mailed to `to`, newest first, once there are `count` of them. */
  const linksTo = async (to: string, count: number) =>
    eventually(async () => {
      const entries = (await readOutbox(outbox())).filter((e) => e.to === to);
      expect(entries).toHaveLength(count);
      return Promise.all(
        entries.map(async (e) => {
          const mail = await simpleParser((await readOutboxMessage(outbox(), e.name)) ?? '');
          const link = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
          expect(mail.subject).toBe('Đặt lại mật khẩu tài khoản Tavico Home');
          expect(mail.html).toContain(link);
          return link!;
        }),
      );
    }, 15_000);
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const forgot = (c: Client, email: string) => c.post('/api/auth/forgot-password', { email });
  const signIn = async (email: string, pass: string) => {
    const c = client(shop.url);
    const res = await c.post('/api/auth/login', { email, password: pass });
    return { c, status: res.status };
  };

  beforeAll(async () => {
    shop = await startShop({ clock });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  it('mails a one-use link; the new password ends every session and signs in', async () => {
    const { c: phone } = await signUp(shop.url, 'quen@example.vn', 'Quên Mật Khẩu');
    const { c: laptop } = await signIn('quen@example.vn', password);
    expect((await laptop.get('/api/auth/check-auth')).status).toBe(200);

    const asked = await forgot(client(shop.url), 'Quen@Example.vn ');
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ success: true, message: inVietnamese(messages.resetLinkSent) });
    const [link] = await linksTo('quen@example.vn', 1);
    expect(link.startsWith(`${shop.url}/auth/reset-password?token=`)).toBe(true);
    const token = tokenOf(link);

    // Not the token, nor anything that gives it back, is kept in the log: only its SHA-256.
    const hash = createHash('sha256').update(token).digest('hex');
    const events = await shop.shop.eventStore.readStream(`password-reset-${hash}`);
    expect(events.map((e) => e.type)).toEqual(['PasswordResetRequested']);
    const log = JSON.stringify(await shop.shop.eventStore.readAll(null, 10_000));
    expect(log).toContain(hash);
    expect(log).not.toContain(token);

    const guest = client(shop.url);
    const weak = await guest.post('/api/auth/reset-password', { token, password: '12345678' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(inVietnamese(messages.passwordCommon));

    const reset = await guest.post('/api/auth/reset-password', { token, password: 'ghe-go-soi-2026' });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe(inVietnamese(messages.passwordReset));

    // Both sessions are over, on the read side and the write side.
    expect((await phone.get('/api/auth/check-auth')).status).toBe(401);
    expect((await laptop.get('/api/auth/check-auth')).status).toBe(401);
    expect(
      (await laptop.request('PUT', '/api/auth/change-password', { currentPassword: password, newPassword: 'x' }))
        .status,
    ).toBe(401);

    expect((await signIn('quen@example.vn', password)).status).toBe(401);
    const fresh = await signIn('quen@example.vn', 'ghe-go-soi-2026');
    expect(fresh.status).toBe(200);
    expect((await fresh.c.get('/api/auth/check-auth')).json.user.email).toBe('quen@example.vn');

    const again = await guest.post('/api/auth/reset-password', { token, password: 'ban-an-go-mit-7' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(inVietnamese(messages.resetTokenUsed));
  });

  it('refuses a link after 30 minutes, and one never sent', async () => {
    await signUp(shop.url, 'het-han@example.vn', 'Hết Hạn');
    await forgot(client(shop.url), 'het-han@example.vn');
    const [link] = await linksTo('het-han@example.vn', 1);
    skew = 30 * 60_000 + 1000;
    try {
      const late = await client(shop.url).post('/api/auth/reset-password', {
        token: tokenOf(link),
        password: 'ghe-go-soi-2026',
      });
      expect(late.status).toBe(400);
      expect(late.json.message).toBe(inVietnamese(messages.resetTokenExpired));
    } finally {
      skew = 0;
    }
    expect((await signIn('het-han@example.vn', password)).status).toBe(200);

    const unknown = await client(shop.url).post('/api/auth/reset-password', {
      token: 'A'.repeat(43),
      password: 'ghe-go-soi-2026',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(inVietnamese(messages.resetTokenInvalid));
    const malformed = await client(shop.url).post('/api/auth/reset-password', { token: 'abc', password: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toBe(inVietnamese(messages.resetTokenInvalid));
  });

  it('opens an account that failed sign-ins had shut for a while', async () => {
    await signUp(shop.url, 'khoa@example.vn', 'Bị Khóa');
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn('khoa@example.vn', `doan-sai-${i}-x`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await forgot(client(shop.url), 'khoa@example.vn');
    const [link] = await linksTo('khoa@example.vn', 1);
    const reset = await client(shop.url).post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'ghe-go-soi-2026',
    });
    expect(reset.status).toBe(200);
    expect((await signIn('khoa@example.vn', 'ghe-go-soi-2026')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    await signUp(shop.url, 'co-that@example.vn', 'Có Thật');
    const known = await forgot(client(shop.url), 'co-that@example.vn');
    const unknown = await forgot(client(shop.url), 'khong-co@example.vn');
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    expect(unknown.text).toBe(known.text);
    await linksTo('co-that@example.vn', 1);
    expect((await readOutbox(outbox())).filter((e) => e.to === 'khong-co@example.vn')).toEqual([]);

    const bad = await forgot(client(shop.url), 'not an e-mail');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(inVietnamese(messages.emailInvalid));
  });

  it('voids a link asked for before the password was changed', async () => {
    const { c } = await signUp(shop.url, 'doi-truoc@example.vn', 'Đổi Trước');
    await forgot(client(shop.url), 'doi-truoc@example.vn');
    const [link] = await linksTo('doi-truoc@example.vn', 1);
    const changed = await c.request('PUT', '/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'ghe-go-soi-2026',
    });
    expect(changed.status).toBe(200);
    const late = await client(shop.url).post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'ban-an-go-mit-7',
    });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(inVietnamese(messages.resetTokenSuperseded));
  });

  it('changes the password in the account: the current one checked, this session kept, the others ended', async () => {
    const { c: here } = await signUp(shop.url, 'doi@example.vn', 'Đổi Mật Khẩu');
    const { c: elsewhere } = await signIn('doi@example.vn', password);

    const wrong = await here.request('PUT', '/api/auth/change-password', {
      currentPassword: 'sai-mat-khau-1',
      newPassword: 'ghe-go-soi-2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(inVietnamese(messages.currentPasswordWrong));
    const weak = await here.request('PUT', '/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'doi@example.vn',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(inVietnamese(messages.passwordIsEmail));
    expect((await elsewhere.get('/api/auth/check-auth')).status).toBe(200);

    const ok = await here.request('PUT', '/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'ghe-go-soi-2026',
    });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(inVietnamese(messages.passwordChanged));
    expect((await here.get('/api/auth/check-auth')).json.user.email).toBe('doi@example.vn');
    expect((await elsewhere.get('/api/auth/check-auth')).status).toBe(401);
    expect((await signIn('doi@example.vn', password)).status).toBe(401);
    expect((await signIn('doi@example.vn', 'ghe-go-soi-2026')).status).toBe(200);

    const guest = await client(shop.url).request('PUT', '/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'ghe-go-soi-2026',
    });
    expect(guest.status).toBe(401);
  });
});

describe('password reset limits', () => {
  it("answers 429 past 5 links an hour for one e-mail, known or not, from anywhere, and past an address's limit", async () => {
    // Behind a proxy (TRUST_PROXY), so each request can come from its own address.
    const shop = await startShop({ env: { TRUST_PROXY: 'loopback', PASSWORD_RESET_PER_IP_PER_HOUR: '8' } });
    const c = client(shop.url);
    const ask = async (email: string, from: string) =>
      c.post('/api/auth/forgot-password', { email }, { 'X-Forwarded-For': from });
    try {
      await signUp(shop.url, 'nhieu@example.vn', 'Nhiều Lần');
      for (const email of ['nhieu@example.vn', 'khong-ai@example.vn']) {
        const statuses = [];
        for (let i = 1; i <= 5; i += 1) statuses.push((await ask(email, `10.0.0.${i}`)).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200]);
        const sixth = await ask(email, '10.0.1.1');
        expect(sixth.status).toBe(429);
        expect(sixth.json.message).toBe(inVietnamese(messages.tooManyResets));
        expect(sixth.headers.get('retry-after')).toBe('3600');
      }
      const fromOne = [];
      for (let i = 1; i <= 9; i += 1) fromOne.push((await ask(`ai-${i}@example.vn`, '10.0.2.1')).status);
      expect(fromOne).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      expect((await ask('ai-10@example.vn', '10.0.2.2')).status).toBe(200);
    } finally {
      await shop.stop();
      shop.cleanup();
    }
  });
});
