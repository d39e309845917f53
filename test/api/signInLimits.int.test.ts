import { messages, inVietnamese } from '@tavico/contracts';
import { client, startShop, type TestShop } from '../support/shop';

/**
 * Behind one proxy (TRUST_PROXY=1) the client's address is the last one X-Forwarded-For names,
 * the one the proxy saw: a client rotating what it writes before it changes nothing.
 */
describe('sign-in and registration limits behind a proxy', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({
      env: {
        TRUST_PROXY: '1',
        LOGIN_MAX_FAILURES_PER_EMAIL: '5',
        LOGIN_MAX_FAILURES_PER_IP: '20',
        LOGIN_MAX_FAILURES_PER_EMAIL_GLOBAL: '12',
        REGISTER_PER_IP_PER_HOUR: '3',
      },
    });
    const owner = client(shop.url);
    for (const email of ['owner@example.vn', 'other@example.vn']) {
      const res = await owner.post(
        '/api/auth/register',
        { userName: 'Chủ', email, password: 'gỗ-sồi-trên-đồi' },
        { 'X-Forwarded-For': '198.51.100.200' },
      );
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });
  /** A request as the proxy forwards it: whatever the client wrote, then the address it saw. */
  const via = (seen: string, forged = `203.0.113.${Math.floor(Math.random() * 250)}`) => ({
    'X-Forwarded-For': `${forged}, ${seen}`,
  });
  const login = (email: string, password: string, seen: string) =>
    client(shop.url).post('/api/auth/login', { email, password }, via(seen));

  it('stops guesses from one address however it rotates X-Forwarded-For, and lets the owner in from another', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('owner@example.vn', 'wrong-guess', '198.51.100.7')).status).toBe(401);
    const blocked = await login('owner@example.vn', 'wrong-guess', '198.51.100.7');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: inVietnamese(messages.tooManyLogins(15)) });
    // The owner, from an address with no failures, still signs in.
    expect((await login('owner@example.vn', 'gỗ-sồi-trên-đồi', '198.51.100.99')).status).toBe(200);
  });

  it('stops an e-mail guessed from many addresses at the slower limit for all of them', async () => {
    for (let i = 0; i < 12; i++) await login('other@example.vn', 'wrong-guess', `192.0.2.${i + 1}`);
    expect((await login('other@example.vn', 'gỗ-sồi-trên-đồi', '192.0.2.200')).status).toBe(429);
  });

  it('refuses a common password, or the e-mail as password, and more than REGISTER_PER_IP_PER_HOUR accounts', async () => {
    const c = client(shop.url);
    const register = (email: string, password: string, seen = '198.51.100.50') =>
      c.post('/api/auth/register', { userName: 'Mới', email, password }, via(seen));
    expect((await register('a@example.vn', 'password1')).json).toEqual({
      success: false,
      message: inVietnamese(messages.passwordCommon),
    });
    expect((await register('b@example.vn', 'b@example.vn')).json).toEqual({
      success: false,
      message: inVietnamese(messages.passwordIsEmail),
    });
    for (const name of ['c', 'd', 'e'])
      expect((await register(`${name}@example.vn`, 'bàn-trà-gỗ-óc-chó')).status).toBe(201);
    const fourth = await register('f@example.vn', 'bàn-trà-gỗ-óc-chó');
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ success: false, message: inVietnamese(messages.tooManyRegistrations) });
    expect(
      (await client(shop.url).post('/api/auth/login', { email: 'f@example.vn', password: 'bàn-trà-gỗ-óc-chó' })).status,
    ).toBe(401);
    // Another address may still register.
    expect((await register('g@example.vn', 'bàn-trà-gỗ-óc-chó', '198.51.100.51')).status).toBe(201);
  });
});
