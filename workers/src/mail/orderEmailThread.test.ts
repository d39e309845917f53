import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OrderState } from '@tavico/contracts';
import { orderEmailThread, type OrderEmailDelivery } from './orderEmailThread';
import { renderOrderEmail } from './orderEmails';

const order = {
  orderId: 'o1',
  code: 'TV-26-0000009',
  userId: 'u1',
  userName: 'Lan',
  items: [{ productId: 'p1', title: 'Bàn trà gỗ sồi', image: '/p.svg', priceCents: 1_500_000, quantity: 1 }],
  address: { addressId: 'a1', address: '1 Lê Lợi', city: 'Biên Hòa', pincode: '810000', phone: '0901', notes: '' },
  totalCents: 1_500_000,
  currency: 'VND',
  paymentMethod: 'cod',
  placedAt: '2026-11-25T01:00:00.000Z',
  expiresAt: null,
  orderStatus: 'pending',
  paymentStatus: 'pending',
  timeline: [],
} as unknown as OrderState;
const context = { shopName: 'Tavico Home', shopUrl: 'https://shop.tavico.vn', hotline: '0909 123 456' };
const delivery = (messageId: string): OrderEmailDelivery => ({
  kind: 'placed',
  order,
  context,
  to: 'lan@example.vn',
  messageId,
});

describe('the mail thread', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'tavico-mail-thread-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders and writes each order e-mail to the outbox, as this thread would, and stops once they are out', async () => {
    const thread = orderEmailThread({ from: 'Tavico <shop@tavico.vn>', outboxDir: dir });
    await Promise.all([thread.deliver(delivery('<e1@tavico.vn>')), thread.deliver(delivery('<e2@tavico.vn>'))]);
    const third = thread.deliver(delivery('<e3@tavico.vn>'));
    // Closing waits for the send under way.
    await thread.close();
    await third;
    const written = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(written.sort()).toEqual(['_e1_tavico.vn_.eml', '_e2_tavico.vn_.eml', '_e3_tavico.vn_.eml']);
    const raw = readFileSync(path.join(dir, written[0]), 'utf8');
    const expected = renderOrderEmail('placed', order, context);
    expect(raw).toContain('To: lan@example.vn');
    expect(raw).toContain('Message-ID: <e1@tavico.vn>');
    // The subject is the one rendered here (encoded as MIME words for its Vietnamese letters).
    const entry = JSON.parse(readFileSync(path.join(dir, '_e1_tavico.vn_.json'), 'utf8')) as { subject: string };
    expect(entry.subject).toBe(expected.subject);
  }, 30_000);

  it('fails a send the mailer cannot make, with its reason, and goes on sending after it', async () => {
    // No SMTP server listens on port 1.
    const thread = orderEmailThread({ smtpUrl: 'smtp://127.0.0.1:1', from: 'shop@tavico.vn', outboxDir: dir });
    try {
      await expect(thread.deliver(delivery('<e4@tavico.vn>'))).rejects.toThrow(/ECONNREFUSED|connect/i);
      await expect(thread.deliver(delivery('<e5@tavico.vn>'))).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      await thread.close();
    }
  }, 30_000);
});
