import path from 'node:path';
import { simpleParser } from 'mailparser';
import { readOutbox, readOutboxMessage } from '@tavico/infrastructure';
import {
  adminEnv,
  client,
  signInAdmin,
  signUp,
  startShop,
  testAddress,
  testProduct,
  type TestShop,
} from '../support/shop';
import { eventually } from '../support/live';

/**
 * Server messages in the language of the request (decisions §32): the `lang` cookie, then
 * `?lang=`, then Accept-Language, else Vietnamese; e-mails in the language the buyer ordered in
 * or asked for a reset in. Through the outbox (no SMTP_URL).
 */
describe('the language the server answers in', () => {
  let shop: TestShop;
  const outbox = () => path.join(shop.dataDir, 'outbox');
  /** The e-mails sent to `to`, once there is one whose subject matches. */
  const mailTo = (to: string, subject: RegExp) =>
    eventually(async () => {
      const entries = (await readOutbox(outbox())).filter((e) => e.to === to);
      const mails = await Promise.all(
        entries.map(async (e) => simpleParser((await readOutboxMessage(outbox(), e.name)) ?? '')),
      );
      const found = mails.find((m) => subject.test(m.subject ?? ''));
      expect(found?.subject).toMatch(subject);
      return found!;
    }, 30_000);

  beforeAll(async () => {
    shop = await startShop({ env: { ...adminEnv, PUBLIC_URL: 'https://shop.tavico.vn' } });
  });
  afterAll(async () => {
    await shop.stop();
    shop.cleanup();
  });

  const vietnamese = 'Vui lòng nhập tên người dùng.';
  const english = 'Please enter the user name.';
  const register = (c = client(shop.url), route = '/api/auth/register', headers: Record<string, string> = {}) =>
    c.post(route, { email: 'ngon-ngu@example.vn', password: 'mat-khau-8' }, headers);

  it('answers the same bad request in Vietnamese by default, in English when asked', async () => {
    expect((await register()).json).toEqual({ success: false, message: vietnamese });
    expect((await register(client(shop.url), '/api/auth/register?lang=en')).json.message).toBe(english);
    const withCookie = client(shop.url);
    withCookie.cookies.set('lang', 'en');
    expect((await register(withCookie)).json.message).toBe(english);
    const accepting = await register(client(shop.url), '/api/auth/register', { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(accepting.status).toBe(400);
    expect(accepting.json.message).toBe(english);
    // The cookie (the header's switch) wins over what the browser accepts; a language the shop
    // does not speak, or a Vietnamese-first browser, gets Vietnamese.
    const switched = client(shop.url);
    switched.cookies.set('lang', 'vi');
    expect((await register(switched, '/api/auth/register', { 'Accept-Language': 'en' })).json.message).toBe(vietnamese);
    expect((await register(client(shop.url), '/api/auth/register?lang=fr')).json.message).toBe(vietnamese);
    expect(
      (await register(client(shop.url), '/api/auth/register', { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' })).json
        .message,
    ).toBe(vietnamese);
  });

  it('says successes, domain refusals and unknown routes in the language asked, on both sides', async () => {
    const c = client(shop.url);
    await c.post('/api/auth/register', { userName: 'Lan', email: 'lan-en@example.vn', password: 'mat-khau-8' });
    expect(
      (await c.post('/api/auth/login?lang=en', { email: 'lan-en@example.vn', password: 'mat-khau-8' })).json,
    ).toMatchObject({ success: true, message: 'Signed in successfully!' });
    expect(
      (await c.post('/api/auth/login', { email: 'lan-en@example.vn', password: 'mat-khau-8' })).json,
    ).toMatchObject({ success: true, message: 'Đăng nhập thành công!' });
    // The spec's English where the spec has words: the checkout of an empty cart.
    const empty = await c.post('/api/shop/order/create?lang=en', { paymentMethod: 'cod' });
    expect(empty.json).toEqual({ success: false, message: 'Your cart is empty. Please add items to proceed' });
    expect((await c.get('/api/nowhere?lang=en')).json).toEqual({
      success: false,
      message: 'There is no such API path.',
    });
    // The query side too.
    const orders = await client(shop.url).get('/api/admin/orders/get?lang=en');
    expect(orders.json).toEqual({ success: false, message: 'You are not signed in.' });
  });

  it('mails an order placed in English in English, and one placed in Vietnamese in Vietnamese', async () => {
    const admin = (await signInAdmin(shop.url)).c;
    const chair = (await admin.post('/api/admin/products/add', testProduct('Ghế mây', 5, 90))).json.data._id as string;
    const buy = async (email: string, lang: 'vi' | 'en') => {
      const { c, id } = await signUp(shop.url, email, 'Lan');
      c.cookies.set('lang', lang);
      await c.post('/api/shop/address/add', { ...testAddress, userId: id });
      const addressId = (await c.get(`/api/shop/address/get/${id}`)).json.data[0]._id as string;
      await c.post('/api/shop/cart/add', { userId: id, productId: chair, quantity: 1 });
      const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
      expect(placed.status).toBe(201);
      return placed.json.code as string;
    };
    const englishCode = await buy('mua-en@example.vn', 'en');
    const english = await mailTo('mua-en@example.vn', new RegExp(`^Tavico Home has received order ${englishCode}$`));
    expect(english.text).toContain('Thank you for your order.');
    expect(english.text).toContain('Status: Pending');
    expect(english.text).toContain('Payment: Cash on delivery');
    expect(english.text).toContain('https://shop.tavico.vn/shop/account?lang=en');
    expect(english.html).toContain('<html lang="en">');

    const vietnameseCode = await buy('mua-vi@example.vn', 'vi');
    const vietnamese = await mailTo(
      'mua-vi@example.vn',
      new RegExp(`^Tavico Home đã nhận đơn hàng ${vietnameseCode}$`),
    );
    expect(vietnamese.text).toContain('Trạng thái: Chờ xác nhận');
    expect(vietnamese.text).toContain('Thanh toán: Thanh toán khi nhận hàng');
    expect(vietnamese.text).not.toContain('?lang=');
  });

  it('mails a password reset in the language of the request that asked for it', async () => {
    await signUp(shop.url, 'quen-en@example.vn', 'Lan');
    const asked = await client(shop.url).post(
      '/api/auth/forgot-password',
      { email: 'quen-en@example.vn' },
      { 'Accept-Language': 'en' },
    );
    expect(asked.json.message).toMatch(/^If this e-mail has an account, we have sent a link/);
    const mail = await mailTo('quen-en@example.vn', /^Reset the password of your Tavico Home account$/);
    expect(mail.text).toContain('Open the link below to choose a new password');
    expect(mail.html).toContain('Set a new password');
  });
});
