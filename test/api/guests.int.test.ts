import path from 'node:path';
import { simpleParser } from 'mailparser';
import { guestMessages, messages, inVietnamese } from '@tavico/contracts';
import { readOutbox, readOutboxMessage } from '@tavico/infrastructure';
import { adminEnv, testAddress } from '../support/shop';
import { scenario, type Client } from '../support/scenario';
import { eventually } from '../support/live';

/**
 * Guests (issue 28): a cart without an account, kept on the server under a guest session; a COD
 * order with a name, an e-mail and an address; the e-mail's signed link and "Tra cứu đơn hàng" to
 * follow it; the cart joining the account's when the guest signs in.
 */
describe('guest checkout', () => {
  const shop = scenario({
    product: { title: 'Ghế gỗ sồi', totalStock: 30 },
    env: { ...adminEnv, PUBLIC_URL: 'https://shop.tavico.vn', ORDER_LOOKUPS_PER_IP_PER_HOUR: '8' },
  });

  const startGuest = async () => {
    const c = shop.guest();
    const started = await c.post('/api/auth/guest');
    expect(started.status).toBe(201);
    expect(started.json.user.role).toBe('guest');
    return { c, id: started.json.user.id as string };
  };
  const addressOf = async (c: Client, userId: string) => {
    const added = await c.post('/api/shop/address/add', { ...testAddress, userId });
    expect(added.status).toBe(201);
    const list = await c.get(`/api/shop/address/get/${userId}`);
    return list.json.data[0]._id as string;
  };

  it('keeps a guest cart on the server and places a COD order once the guest gives a name and an e-mail', async () => {
    const { c, id } = await startGuest();
    // The session already held is answered again: no second guest for the same browser.
    const again = await c.post('/api/auth/guest');
    expect(again.status).toBe(200);
    expect(again.json.user.id).toBe(id);
    expect((await c.get('/api/auth/check-auth')).json.user.role).toBe('guest');

    expect((await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 2 })).status).toBe(
      200,
    );
    expect((await c.get(`/api/shop/cart/get/${id}`)).json.data.items[0].quantity).toBe(2);
    const addressId = await addressOf(c, id);

    const nameless = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
    expect(nameless.status).toBe(400);
    expect(nameless.json.message).toBe(inVietnamese(messages.guestContactMissing));

    const badEmail = await c.request('PUT', '/api/auth/guest/contact', { userName: 'Chị Hoa', email: 'hoa@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe(inVietnamese(messages.emailInvalid));
    const contact = await c.request('PUT', '/api/auth/guest/contact', { userName: 'Chị Hoa', email: 'Hoa@Example.vn' });
    expect(contact.status).toBe(200);

    const placed = await c.post('/api/shop/order/create', { paymentMethod: 'cod', addressInfo: { addressId } });
    expect(placed.status).toBe(201);
    expect(placed.json.data.userName).toBe('Chị Hoa');
    const code = placed.json.code as string;

    // The order e-mail goes to the e-mail given, with a link that opens the order without signing in.
    const mail = await eventually(async () => {
      const entries = (await readOutbox(path.join(shop.dataDir, 'outbox'))).filter((e) => e.to === 'hoa@example.vn');
      expect(entries.length).toBeGreaterThan(0);
      return simpleParser((await readOutboxMessage(path.join(shop.dataDir, 'outbox'), entries[0].name)) ?? '');
    }, 15_000);
    const link = /https:\/\/shop\.tavico\.vn\/shop\/order-follow\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(
      mail.text ?? '',
    );
    expect(link).not.toBeNull();
    const token = link![1];
    const followed = await shop.guest().get(`/api/shop/order/follow/${token}`);
    expect(followed.status).toBe(200);
    expect(followed.json.data.code).toBe(code);
    // A link for another order cannot be made from it.
    const [encoded, signature] = token.split('.');
    const forged = `${Buffer.from(`${Buffer.from(encoded, 'base64url')}x`).toString('base64url')}.${signature}`;
    expect((await shop.guest().get(`/api/shop/order/follow/${forged}`)).status).toBe(404);

    // "Tra cứu đơn hàng": the code and the phone, written any usual way.
    const lookup = shop.guest();
    const phone = testAddress.phone.replace(/^\+84\s*/, '0');
    const found = await lookup.post('/api/shop/order/lookup', { code: code.toLowerCase(), phone });
    expect(found.status).toBe(200);
    expect(found.json.data.code).toBe(code);
    expect(found.json.followToken).toBe(token);
    const wrongPhone = await lookup.post('/api/shop/order/lookup', { code, phone: '0900000000' });
    const unknownCode = await lookup.post('/api/shop/order/lookup', { code: 'TV-26-9999999', phone });
    expect(wrongPhone.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    expect(wrongPhone.json.message).toBe(inVietnamese(guestMessages.lookupMiss));
    expect(unknownCode.json).toEqual(wrongPhone.json);
    const malformed = await lookup.post('/api/shop/order/lookup', { code: 'abc', phone });
    expect(malformed.status).toBe(400);
  });

  it('limits lookups from one address', async () => {
    const c = shop.guest();
    const answers: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      answers.push((await c.post('/api/shop/order/lookup', { code: 'TV-26-0000001', phone: '0900000000' })).status);
    }
    // The first test's four lookups and these share the address and its hour: 8 in all, then 429.
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 404).length).toBeLessThanOrEqual(8);
  });

  it("brings the guest's cart into the account's on sign-in, and ends the guest's session", async () => {
    const person = await shop.signUp('minh@example.vn', 'Anh Minh');
    expect(
      (await person.c.post('/api/shop/cart/add', { userId: person.id, productId: shop.productId, quantity: 1 })).status,
    ).toBe(200);
    await person.c.post('/api/auth/logout');

    const { c, id } = await startGuest();
    expect((await c.post('/api/shop/cart/add', { userId: id, productId: shop.productId, quantity: 3 })).status).toBe(
      200,
    );
    const guestCookies = [...c.cookies];
    const signedIn = await c.post('/api/auth/login', { email: 'minh@example.vn', password: 'mat-khau-8' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.id).toBe(person.id);
    const cart = await c.get(`/api/shop/cart/get/${person.id}`);
    expect(cart.json.data.items).toEqual([expect.objectContaining({ productId: shop.productId, quantity: 4 })]);

    // The guest's session is over: its cookie opens nothing any more.
    const stale = shop.guest();
    for (const [name, value] of guestCookies) stale.cookies.set(name, value);
    expect((await stale.get('/api/auth/check-auth')).status).toBe(401);
    const account = await c.request('PUT', '/api/auth/guest/contact', {
      userName: 'Anh Minh',
      email: 'minh@example.vn',
    });
    expect(account.status).toBe(403);
    expect(account.json.message).toBe(inVietnamese(messages.guestsOnly));
  });
});
