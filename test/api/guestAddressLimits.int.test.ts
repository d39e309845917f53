import { adminEnv } from '../support/shop';
import { scenario } from '../support/scenario';

/**
 * The per-address limits of the guest features (issue 28) attacked from many addresses, behind a
 * trusted proxy: an IPv6 subscriber's /64, and one phone's lookups from anywhere; and odd bodies
 * on their routes, each from an address of its own so no limit hides a 5xx.
 */
describe('limits behind a trusted proxy, from IPv6 clients', () => {
  const shop = scenario({
    env: {
      ...adminEnv,
      TRUST_PROXY: 'loopback',
      ORDER_LOOKUPS_PER_IP_PER_HOUR: '3',
      GUEST_SESSIONS_PER_IP_PER_HOUR: '3',
    },
  });
  let phones = 0;
  /** A lookup from this address; a phone of its own unless one is given (misses count per phone too). */
  const lookUpFrom = (address: string, phone = `09000000${String((phones += 1)).padStart(2, '0')}`) =>
    shop
      .guest()
      .request('POST', '/api/shop/order/lookup', { code: 'TV-26-0000001', phone }, { 'X-Forwarded-For': address });
  const startGuestFrom = (address: string) =>
    shop.guest().request('POST', '/api/auth/guest', undefined, { 'X-Forwarded-For': address });

  it('counts every address of one /64 as one client, and another /64 apart', async () => {
    // One subscriber's /64 holds 2^64 addresses: a new one for each try once went uncounted.
    const lookups: number[] = [];
    const guests: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      lookups.push((await lookUpFrom(`2001:db8:1:2::${i.toString(16)}`)).status);
      guests.push((await startGuestFrom(`2001:db8:1:2:${i}::9`)).status);
    }
    expect(lookups).toEqual([404, 404, 404, 429]);
    expect(guests).toEqual([201, 201, 201, 429]);
    expect((await lookUpFrom('2001:db8:1:3::1')).status).toBe(404);
    expect((await startGuestFrom('2001:db8:1:3::1')).status).toBe(201);
    // IPv4 clients are counted one address each, as before.
    expect((await lookUpFrom('203.0.113.7')).status).toBe(404);
  });

  it('stops misses for one phone from any number of addresses: the codes run in sequence', async () => {
    const answers: number[] = [];
    for (let i = 1; i <= 4; i += 1) answers.push((await lookUpFrom(`198.51.100.${i}`, '0912 000 111')).status);
    expect(answers).toEqual([404, 404, 404, 429]);
    expect((await lookUpFrom('198.51.100.9', '+84912000111')).status).toBe(429);
    expect((await lookUpFrom('198.51.100.9', '0912000222')).status).toBe(404);
  });

  it('answers odd bodies on the guest, claim, lookup and password routes below 500', async () => {
    const guest = shop.guest();
    expect((await guest.post('/api/auth/guest', undefined)).status).toBe(201);
    const customer = await shop.signUp('odd@example.vn', 'Chị Lạ');
    const token = 'A'.repeat(43);
    const bodies: unknown[] = [
      [],
      'x',
      null,
      7,
      { token: { $gt: '' } },
      { token: [token] },
      { token: `${token}\u0000` },
      { token: 'A'.repeat(100_000) },
      { code: 'TV-26-0000001', phone: { $ne: null } },
      { code: 'TV-26-0000001', phone: '\u0000' },
      { code: 'tv-26-0000001', phone: '+'.repeat(40) },
      { email: { $gt: '' }, password: ['x'] },
      { userName: 'Chị Lạ', email: 'lan@example.vn', __proto__: { role: 'admin' } },
      { currentPassword: 'A'.repeat(300), newPassword: null },
      { token, password: 'mat-khau-moi-9' },
    ];
    const routes: [string, string][] = [
      ['POST', '/api/auth/guest'],
      ['PUT', '/api/auth/guest/contact'],
      ['POST', '/api/auth/claim-orders'],
      ['POST', '/api/auth/claim-orders/request'],
      ['POST', '/api/shop/order/lookup'],
      ['POST', '/api/auth/forgot-password'],
      ['POST', '/api/auth/reset-password'],
      ['PUT', '/api/auth/change-password'],
      ['POST', '/api/auth/login'],
    ];
    let n = 0;
    const failures: string[] = [];
    for (const c of [guest, customer.c, shop.guest()]) {
      for (const [method, route] of routes) {
        for (const body of bodies) {
          n += 1;
          const answer = await c.request(method, route, body, { 'X-Forwarded-For': `2001:db8:9:${n.toString(16)}::1` });
          if (answer.status >= 500)
            failures.push(`${method} ${route} ${JSON.stringify(body).slice(0, 80)}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
