import { collections, type OrderDocument, type UserDocument } from '@tavico/contracts';
import { createMemoryDocumentStore, type Mailer, type MailMessage } from '@tavico/infrastructure';
import { sendOrderEmail, type OrderEmailData } from './orderEmail';

const order = {
  _id: 'o1',
  orderId: 'o1',
  code: 'TV-26-0000009',
  userId: 'u1',
  userName: 'Lan',
  items: [{ productId: 'p1', title: 'Bàn', image: '/p.svg', priceCents: 12000, quantity: 1 }],
  address: { addressId: 'a1', address: '1 Lê Lợi', city: 'Biên Hòa', pincode: '810000', phone: '0901', notes: '-' },
  totalCents: 12000,
  paymentMethod: 'paypal',
  placedAt: '2026-11-25T01:00:00.000Z',
  expiresAt: '2026-11-25T01:15:00.000Z',
  orderStatus: 'inShipping',
  paymentStatus: 'paid',
  timeline: [],
} as unknown as OrderDocument;

describe('the order e-mail job', () => {
  it('sends an event’s e-mail once, however often the job runs for it', async () => {
    const store = createMemoryDocumentStore();
    await store.collection<OrderDocument>(collections.orders).insertOne(order);
    await store
      .collection<UserDocument>(collections.users)
      .insertOne({ _id: 'u1', userName: 'Lan', email: 'lan@example.vn' } as unknown as UserDocument);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { name: 'outbox', send: async (m) => void sent.push(m), close: async () => undefined };
    const run = sendOrderEmail({ store, mailer });
    const job = { id: 'j', name: 'order-email', attemptsMade: 0, updateProgress: async () => undefined };
    const data: OrderEmailData = { eventId: 'e1', kind: 'inShipping', orderId: 'o1' };
    expect(await run({ ...job, data })).toEqual({ outcome: 'sent: inShipping' });
    expect(await run({ ...job, data, attemptsMade: 1 })).toEqual({ outcome: 'sent already' });
    expect(sent.map((m) => [m.to, m.subject, m.messageId])).toEqual([
      ['lan@example.vn', 'Đơn hàng TV-26-0000009 đang được giao', '<e1@tavico.vn>'],
    ]);
    // An address saved before the Vietnamese one (no recipient, a city and pincode) shows what it had.
    expect(sent[0].text).toContain('Giao tới: Lan, 0901, 1 Lê Lợi, Biên Hòa, 810000');
  });

  it('writes a Vietnamese address with its recipient, ward and province (contracts addressText)', async () => {
    const store = createMemoryDocumentStore();
    const address = {
      addressId: 'a2',
      recipientName: 'Nguyễn Thị Lan',
      phone: '0912345678',
      provinceCode: '79',
      wardCode: '26743',
      address: '12 Lê Lợi',
      notes: '',
    };
    await store.collection<OrderDocument>(collections.orders).insertOne({ ...order, address } as OrderDocument);
    await store
      .collection<UserDocument>(collections.users)
      .insertOne({ _id: 'u1', userName: 'Lan', email: 'lan@example.vn' } as unknown as UserDocument);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { name: 'outbox', send: async (m) => void sent.push(m), close: async () => undefined };
    const job = { id: 'j', name: 'order-email', attemptsMade: 0, updateProgress: async () => undefined };
    const data: OrderEmailData = { eventId: 'e3', kind: 'inShipping', orderId: 'o1' };
    expect(await sendOrderEmail({ store, mailer })({ ...job, data })).toEqual({ outcome: 'sent: inShipping' });
    const shown = 'Giao tới: Nguyễn Thị Lan, 0912345678, 12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh';
    expect(sent[0].text).toContain(shown);
    expect(sent[0].html).toContain(shown);
  });

  it('fails (to be tried again) while the order is not in the read model yet, sending nothing', async () => {
    const store = createMemoryDocumentStore();
    const sent: MailMessage[] = [];
    const mailer: Mailer = { name: 'outbox', send: async (m) => void sent.push(m), close: async () => undefined };
    const job = { id: 'j', name: 'order-email', attemptsMade: 0, updateProgress: async () => undefined };
    await expect(
      sendOrderEmail({ store, mailer })({ ...job, data: { eventId: 'e2', kind: 'placed', orderId: 'o2' } }),
    ).rejects.toThrow('not in the read model');
    expect(sent).toEqual([]);
  });
});
