import path from 'node:path';
import { simpleParser } from 'mailparser';
import { claimMessages, inVietnamese } from '@tavico/contracts';
import { readOutbox, readOutboxMessage } from '@tavico/infrastructure';
import { adminEnv, testAddress } from '../support/shop';
import { scenario, type Client } from '../support/scenario';
import { guestBuys as buyAsGuest } from '../support/guests';
import { eventually } from '../support/live';

/**
 * Guest orders joining an account (issue 28): at once when the guest signs in from its own browser;
 * from elsewhere only through a one-use link e-mailed to the account's address, which the shop
 * does not verify (so the e-mail alone attaches nothing).
 */
describe('guest orders joining an account', () => {
  let skew = 0;
  const shop = scenario({
    product: { title: 'Ghế gỗ sồi', totalStock: 50 },
    customer: true,
    env: { ...adminEnv, PUBLIC_URL: 'https://shop.tavico.vn' },
    clock: { now: () => new Date(Date.now() + skew) },
  });
  const outbox = () => path.join(shop.dataDir, 'outbox');
  const phone = testAddress.phone.replace(/^\+84\s*/, '0');

  const guestBuys = (email: string, c?: Client) => buyAsGuest(shop, email, c);
  const orderIdsOf = async (c: Client, userId: string) =>
    ((await c.get(`/api/shop/order/list/${userId}`)).json.data as { _id: string }[]).map((o) => o._id).sort();
  const followTokenOf = async (code: string) => {
    const found = await shop.guest().post('/api/shop/order/lookup', { code, phone });
    expect(found.status).toBe(200);
    return found.json.followToken as string;
  };
  const claimEntries = async (to: string) =>
    (await readOutbox(outbox())).filter((e) => e.to === to && e.messageId.startsWith('<order-claim-'));
  /** The claim links mailed to `to`, once there are `count` of them: their subjects and tokens. */
  const claimMailsTo = (to: string, count: number) =>
    eventually(async () => {
      const entries = await claimEntries(to);
      expect(entries).toHaveLength(count);
      return Promise.all(
        entries.map(async (e) => {
          const mail = await simpleParser((await readOutboxMessage(outbox(), e.name)) ?? '');
          const token = /https:\/\/shop\.tavico\.vn\/shop\/claim-orders\?token=([A-Za-z0-9_-]{43})/.exec(
            mail.text ?? '',
          )?.[1];
          expect(token).toBeDefined();
          return { subject: mail.subject, token: token! };
        }),
      );
    }, 15_000);

  it("moves the guest's orders to the account it signs in to from the same browser", async () => {
    const person = await shop.signUp('tuan@example.vn', 'Anh Tuấn');
    await person.c.post('/api/auth/logout');
    // The e-mail given at checkout need not be the account's: holding the session is the proof.
    const guest = await guestBuys('tuan.khac@example.vn', person.c);
    expect(await orderIdsOf(person.c, guest.id)).toEqual([guest.orderId]);
    const follow = await followTokenOf(guest.code);

    expect((await person.c.post('/api/auth/login', { email: 'tuan@example.vn', password: 'mat-khau-8' })).status).toBe(
      200,
    );
    await eventually(async () => expect(await orderIdsOf(person.c, person.id)).toEqual([guest.orderId]));
    const details = await shop.admin.get(`/api/admin/orders/details/${guest.orderId}`);
    expect(details.json.data.userId).toBe(person.id);
    // The follow link still opens it.
    expect((await shop.guest().get(`/api/shop/order/follow/${follow}`)).json.data.code).toBe(guest.code);
  });

  it('mails a registration elsewhere a one-use link that attaches exactly the matching orders', async () => {
    const first = await guestBuys(' Mai@Example.vn ');
    const second = await guestBuys('mai@example.vn');
    const other = await guestBuys('hong@example.vn');
    // A guest that already joined an account: its order went there, and is not offered again.
    const joined = await guestBuys('mai@example.vn');
    await shop.signUp('joined@example.vn', 'Đã có tài khoản').then((p) => p.c.post('/api/auth/logout'));
    expect(
      (await joined.c.post('/api/auth/login', { email: 'joined@example.vn', password: 'mat-khau-8' })).status,
    ).toBe(200);

    const mai = await shop.signUp('mai@example.vn', 'Chị Mai');
    // Nothing moves on the e-mail alone.
    expect(await orderIdsOf(mai.c, mai.id)).toEqual([]);
    const [mail] = await claimMailsTo('mai@example.vn', 1);
    expect(mail.subject).toBe('Gắn 2 đơn hàng đã mua với tài khoản của bạn');

    // Not without a session, nor by another account.
    expect((await shop.guest().post('/api/auth/claim-orders', { token: mail.token })).status).toBe(401);
    const stranger = await shop.customer.c.post('/api/auth/claim-orders', { token: mail.token });
    expect(stranger.status).toBe(403);
    expect(stranger.json.message).toBe(inVietnamese(claimMessages.otherAccount));
    const bad = await mai.c.post('/api/auth/claim-orders', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(inVietnamese(claimMessages.tokenInvalid));

    const claimed = await mai.c.post('/api/auth/claim-orders', { token: mail.token });
    expect(claimed.status).toBe(200);
    expect(claimed.json.count).toBe(2);
    expect(claimed.json.message).toBe(inVietnamese(claimMessages.attached(2)));
    expect([...claimed.json.orderIds].sort()).toEqual([first.orderId, second.orderId].sort());
    const reused = await mai.c.post('/api/auth/claim-orders', { token: mail.token });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(inVietnamese(claimMessages.tokenUsed));

    expect(await orderIdsOf(mai.c, mai.id)).toEqual([first.orderId, second.orderId].sort());
    expect(await orderIdsOf(other.c, other.id)).toEqual([other.orderId]);
    expect((await shop.admin.get(`/api/admin/orders/details/${joined.orderId}`)).json.data.userId).not.toBe(mai.id);
    // The account's now: it cancels it, and the guest no longer can.
    expect((await first.c.post(`/api/shop/order/cancel/${second.orderId}`)).status).toBeGreaterThanOrEqual(400);
    expect((await mai.c.post(`/api/shop/order/cancel/${first.orderId}`)).status).toBe(200);
    expect((await mai.c.get(`/api/shop/order/details/${second.orderId}`)).status).toBe(200);
    // The buyer's follow link and the code+phone lookup still find it.
    const follow = await followTokenOf(first.code);
    const followed = await shop.guest().get(`/api/shop/order/follow/${follow}`);
    expect(followed.json.data.orderStatus).toBe('cancelled');

    // Asking again from the account page: nothing left to attach, so no new e-mail.
    const again = await mai.c.post('/api/auth/claim-orders/request');
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(inVietnamese(claimMessages.linkSent));
    const log = await shop.shop.eventStore.readAll(null, 100_000);
    expect(log.filter((e) => e.type === 'OrderClaimRequested')).toHaveLength(1);
    expect(JSON.stringify(log)).not.toContain(mail.token);
    expect(await claimEntries('mai@example.vn')).toHaveLength(1);
  });

  it('limits the links sent for one e-mail in an hour, as reset links are', async () => {
    await guestBuys('nhieu@example.vn');
    const person = await shop.signUp('nhieu@example.vn', 'Chị Nhiều');
    const answers: number[] = [];
    // The registration sent the first of five; four more asks, then 429.
    for (let i = 0; i < 5; i += 1) answers.push((await person.c.post('/api/auth/claim-orders/request')).status);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    await claimMailsTo('nhieu@example.vn', 5);
  });

  it('refuses a link past its day', async () => {
    await guestBuys('vu@example.vn');
    const vu = await shop.signUp('vu@example.vn', 'Anh Vũ');
    const [mail] = await claimMailsTo('vu@example.vn', 1);
    skew = 25 * 3600_000;
    const late = await vu.c.post('/api/auth/claim-orders', { token: mail.token });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(inVietnamese(claimMessages.tokenExpired));
    expect(await orderIdsOf(vu.c, vu.id)).toEqual([]);
  });
});
