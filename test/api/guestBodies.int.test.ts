import { performance } from 'node:perf_hooks';
import { messages, inVietnamese } from '@tavico/contracts';
import { client, testProduct } from '../support/shop';
import { scenario } from '../support/scenario';
import { floodFromAnotherProcess, manyKeys, postBody } from '../support/bodyFlood';

/** How long /healthz takes to answer, asked again and again until `until` settles. */
async function healthWhile(url: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.text();
    times.push(performance.now() - started);
  }
  return times;
}

describe('bodies sent by guests', () => {
  jest.setTimeout(120_000);
  const shop = scenario();

  it('answers 20 guests sending 1 MB of 90,000 keys at once, and /healthz meanwhile', async () => {
    const body = manyKeys();
    expect(body.length).toBeGreaterThan(900_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const attack = floodFromAnotherProcess(`${shop.url}/api/shop/cart/add`, 20);
    const health = await healthWhile(shop.url, attack);
    const answers = await attack;
    expect(answers).toHaveLength(20);
    for (const answer of answers) {
      expect([401, 413]).toContain(answer.status);
      expect(answer.json).toMatchObject({ success: false, message: expect.any(String) });
    }
    // The shop kept answering others while the flood came in (how fast is bench work, not a test's).
    expect(health.length).toBeGreaterThan(0);
  });

  it('checks who sends a 1 MB body before parsing it: broken JSON from a guest is 413, from a made-up session 401, not 400', async () => {
    // Broken at its end: parsed, it would be refused as malformed (400); refused for who sent it, it never was.
    const broken = manyKeys().slice(0, -1);
    const url = `${shop.url}/api/shop/cart/add`;
    const guest = await postBody(url, broken);
    expect(guest).toMatchObject({
      status: 413,
      json: { success: false, message: inVietnamese(messages.guestBodyTooLarge('16 KB')) },
    });
    const forged = await postBody(url, broken, { Cookie: 'tavico_session=abc.def' });
    expect(forged).toMatchObject({
      status: 401,
      json: { success: false, message: inVietnamese(messages.notSignedIn) },
    });
    // The same broken body from a signed-in customer is parsed, and told it is malformed.
    const { c } = await shop.signUp('binh@example.vn', 'Bình');
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const parsed = await postBody(url, broken, { Cookie: cookie });
    expect(parsed.status).toBe(400);
  });

  it('answers a guest body sent in chunks 413 once past 16 KB, and a made-up session 401', async () => {
    const body = manyKeys();
    const chunked = await postBody(`${shop.url}/api/shop/cart/add`, body, {}, true);
    expect(chunked.status).toBe(413);
    expect(chunked.json).toEqual({ success: false, message: inVietnamese(messages.guestBodyTooLarge('16 KB')) });
    const forged = await postBody(`${shop.url}/api/shop/cart/add`, body, { Cookie: 'tavico_session=abc.def' });
    expect(forged).toMatchObject({
      status: 401,
      json: { success: false, message: inVietnamese(messages.notSignedIn) },
    });
    const bearer = await postBody(`${shop.url}/api/shop/cart/add`, body, { Authorization: 'Bearer abc.def' });
    expect(bearer.status).toBe(401);
  });

  it('takes a signed-in body past the guest limit, and refuses one past 1 MB with 413', async () => {
    const { admin } = shop;
    // Unknown fields are dropped by the form's schema: this one only makes the body long.
    const long = await admin.post('/api/admin/products/add', {
      ...testProduct('Tủ gỗ xoan', 4),
      padding: 'x'.repeat(100_000),
    });
    expect(long.status).toBe(201);
    const productId = long.json.data._id as string;
    const huge = await admin.post('/api/admin/products/add', {
      ...testProduct('Tủ quá lớn', 4),
      padding: 'x'.repeat(1_100_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ success: false, message: inVietnamese(messages.bodyTooLarge('1 MB')) });

    // A customer signs up and in as a guest does, then uses the cart with an ordinary body.
    const { c: customer, id: userId } = await shop.signUp('thu@example.vn', 'Thu');
    const added = await customer.post('/api/shop/cart/add', { userId, productId, quantity: 1 });
    expect(added.status).toBe(200);
  });

  it('answers 401, not 413, to a long body with a session that is over; signing in again with it works', async () => {
    const { c } = await shop.signUp('lan@example.vn', 'Lan');
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    const over = await postBody(`${shop.url}/api/shop/cart/add`, JSON.stringify({ note: 'x'.repeat(50_000) }), {
      Cookie: cookie,
    });
    expect(over).toMatchObject({ status: 401, json: { success: false, message: inVietnamese(messages.notSignedIn) } });
    const short = await postBody(`${shop.url}/api/shop/cart/add`, '{}', { Cookie: cookie });
    expect(short.status).toBe(401);
    const again = await client(shop.url).post(
      '/api/auth/login',
      { email: 'lan@example.vn', password: 'mat-khau-8' },
      { Cookie: cookie },
    );
    expect(again.status).toBe(200);
  });

  it("takes a guest's chat question, and refuses a chat body past 16 KB", async () => {
    const asked = await client(shop.url).post('/api/chat-bot/ask', { question: 'Giờ mở cửa?' });
    expect(asked.status).toBe(200);
    const long = await client(shop.url).post('/api/chat-bot/ask', { question: 'x', padding: 'y'.repeat(20_000) });
    expect(long.status).toBe(413);
  });
});
