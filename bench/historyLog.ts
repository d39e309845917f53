/**
 * Builds a shop's history for bench:history through the domain's own deciders and the event
 * store port (no SQL): customers who signed up and signed in, a catalogue, and checkouts placed,
 * paid or expired, one best-seller holding most of them, and one customer signing in thousands
 * of times. Events are appended a chunk at a time, one append per stream per chunk.
 */
import { randomUUID } from 'node:crypto';
import {
  categories,
  houseBrand,
  normalizeEmail,
  streams,
  type DomainEvent,
  type NewEvent,
  type OrderState,
} from '@tavico/contracts';
import {
  cartDecider,
  emailReservationDecider,
  orderDecider,
  productDecider,
  userDecider,
  type Decider,
  type ProductState,
} from '@tavico/domain';
import type { EventStore } from '@tavico/infrastructure';

export interface HistoryPlan {
  /** Events to reach in all (about). */
  events: number;
  heavyCheckouts: number;
  heavySignIns: number;
  customers: number;
  products: number;
}

interface Tracked {
  state: unknown;
  revision: number | null;
  pending: NewEvent[];
}

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

export function createHistoryBuilder(eventStore: EventStore) {
  const tracked = new Map<string, Tracked>();
  let clock = Date.now() - 365 * 24 * 3600_000;
  let appended = 0;
  const time = () => new Date(clock).toISOString();
  const tick = (ms: number) => (clock += ms);

  /** Decides a command on a stream's state as the command handler would, and queues the events. */
  function run<S, C extends { type: string }, E extends DomainEvent>(
    streamId: string,
    decider: Decider<S, C, E>,
    command: C,
    actor: { id: string | null; role: 'customer' | 'admin' | 'system' },
  ): S {
    const entry = tracked.get(streamId) ?? { state: decider.initialState, revision: null, pending: [] };
    tracked.set(streamId, entry);
    const events = decider.decide(command, entry.state as S);
    let state = entry.state as S;
    for (const event of events) {
      state = decider.evolve(state, event);
      entry.pending.push({
        ...event,
        id: randomUUID(),
        metadata: {
          actorId: actor.id,
          actorRole: actor.role,
          correlationId: randomUUID(),
          causationId: null,
          time: time(),
        },
      });
    }
    entry.state = state;
    return state;
  }

  /** Appends every stream's queued events, one append per stream, all at once (group commits). */
  async function flush() {
    const work: Promise<void>[] = [];
    for (const [streamId, entry] of tracked) {
      if (entry.pending.length === 0) continue;
      const events = entry.pending;
      entry.pending = [];
      const expected = entry.revision ?? 'no_stream';
      entry.revision = (entry.revision ?? -1) + events.length;
      appended += events.length;
      work.push(eventStore.append(streamId, events, expected).then(() => undefined));
    }
    await Promise.all(work);
    // Streams that will not be written again need not be remembered.
    for (const streamId of tracked.keys()) if (streamId.startsWith('order-')) tracked.delete(streamId);
  }

  const admin = { id: 'bench-admin', role: 'admin' as const };

  function register(userId: string, email: string, passwordHash: string) {
    const as = { id: userId, role: 'customer' as const };
    run(streams.userEmail(normalizeEmail(email)), emailReservationDecider, { type: 'ReserveEmail', email, userId }, as);
    const now = new Date(clock);
    const command = {
      type: 'RegisterUser' as const,
      userId,
      userName: `Khách ${userId}`,
      email,
      passwordHash,
      role: 'customer' as const,
      now,
    };
    run(streams.user(userId), userDecider, command, as);
  }

  function signIn(userId: string) {
    const now = new Date(clock);
    const expiresAt = new Date(clock + 7 * 24 * 3600_000);
    const command = { type: 'StartSession' as const, sessionId: randomUUID(), now, expiresAt };
    run(streams.user(userId), userDecider, command, { id: userId, role: 'customer' });
  }

  function createProduct(productId: string, title: string, totalStock: number) {
    const fields = {
      image: '/images/bench.svg',
      title,
      description: 'Gỗ tự nhiên, hoàn thiện thủ công.',
      category: categories[Math.floor(random() * categories.length)].id,
      brand: houseBrand.id,
      priceCents: 5_000 + Math.floor(random() * 200_000),
      salePriceCents: null,
      totalStock,
    };
    run(
      streams.product(productId),
      productDecider,
      { type: 'CreateProduct', productId, fields, actor: { ...admin, userName: 'Admin' } },
      admin,
    );
  }

  /** A checkout through the same commands the shop runs: cart, stock held, order, payment, then paid or expired. */
  function checkout(userId: string, productId: string, paid: boolean) {
    const as = { id: userId, role: 'customer' as const };
    const orderId = randomUUID();
    const placedAt = time();
    const expiresAt = new Date(clock + 15 * 60_000).toISOString();
    const cart = run(
      streams.cart(userId),
      cartDecider,
      { type: 'AddCartItem', userId, productId, quantity: 1, available: 1 },
      as,
    );
    const product = run(
      streams.product(productId),
      productDecider,
      { type: 'ReserveStock', productId, orderId, quantity: 1, expiresAt },
      as,
    ) as ProductState;
    if (product.status === 'none') throw new Error(`no product ${productId}`);
    const items = [
      { productId, title: product.title, image: product.image, priceCents: product.priceCents, quantity: 1 },
    ];
    const address = {
      addressId: 'a1',
      recipientName: 'Nguyễn Thị Lan',
      phone: '0912345678',
      provinceCode: '75',
      wardCode: '26068',
      address: '12 Đồng Khởi',
      notes: '-',
    };
    const data = {
      orderId,
      userId,
      userName: `Khách ${userId}`,
      items,
      address,
      paymentMethod: 'paypal' as const,
      placedAt,
      expiresAt,
    };
    run(streams.order(orderId), orderDecider, { type: 'PlaceOrder', data }, as);
    const paymentId = `BENCH-${orderId}`;
    run(
      streams.order(orderId),
      orderDecider,
      { type: 'RecordPayment', provider: 'sandbox', paymentId, approvalURL: '', now: placedAt },
      as,
    );
    void cart;
    if (paid) {
      tick(60_000);
      const confirm = { type: 'ConfirmPayment' as const, payerId: 'PAYER', captureId: `CAP-${orderId}`, now: time() };
      const order = run(streams.order(orderId), orderDecider, confirm, as) as OrderState;
      run(streams.product(productId), productDecider, { type: 'CommitStock', productId, orderId }, as);
      const productIds = order.items.map((i) => i.productId);
      run(streams.cart(userId), cartDecider, { type: 'CheckOutCart', userId, orderId, productIds }, as);
    } else {
      tick(16 * 60_000);
      const system = { id: null, role: 'system' as const };
      run(streams.order(orderId), orderDecider, { type: 'ExpireOrder', now: time() }, system);
      run(
        streams.product(productId),
        productDecider,
        { type: 'ReleaseStock', productId, orderId, reason: 'expired' },
        system,
      );
      // The expired line stays in the cart; take it out as a shopper would, so carts stay small.
      run(streams.cart(userId), cartDecider, { type: 'RemoveCartItem', userId, productId }, as);
    }
  }

  return { register, signIn, createProduct, checkout, flush, tick, appended: () => appended };
}

/**
 * The whole history: customers, the catalogue, the heavy customer's sign-ins, the best-seller's
 * checkouts, then checkouts on other products until `events` is reached. Returns the ids the
 * bench measures against.
 */
export async function buildHistory(
  eventStore: EventStore,
  plan: HistoryPlan,
  passwords: { heavy: string; fresh: string; others: string },
  onProgress: (events: number) => void,
) {
  const b = createHistoryBuilder(eventStore);
  const customers = Array.from({ length: plan.customers }, (_, i) => `bench-c${i}`);
  b.register('bench-heavy', 'heavy@bench.vn', passwords.heavy);
  b.register('bench-fresh', 'fresh@bench.vn', passwords.fresh);
  for (const [i, id] of customers.entries()) {
    b.register(id, `c${i}@bench.vn`, passwords.others);
    b.signIn(id);
    if (i % 1000 === 999) await b.flush();
  }
  b.createProduct('bench-heavy-product', 'Ghế gỗ sồi bán chạy nhất', 1_000_000_000);
  b.createProduct('bench-fresh-product', 'Bàn trà mới về', 100);
  for (let i = 0; i < plan.products; i++) b.createProduct(`bench-p${i}`, `Sản phẩm ${i}`, 1_000_000);
  await b.flush();
  for (let i = 0; i < plan.heavySignIns; i++) {
    b.signIn('bench-heavy');
    b.tick(60 * 60_000);
    if (i % 1000 === 999) await b.flush();
  }
  await b.flush();
  onProgress(b.appended());
  const buyer = () => customers[Math.floor(random() * customers.length)];
  for (let i = 0; i < plan.heavyCheckouts; i++) {
    b.checkout(buyer(), 'bench-heavy-product', random() < 0.8);
    if (i % 1000 === 999) {
      await b.flush();
      onProgress(b.appended());
    }
  }
  await b.flush();
  while (b.appended() < plan.events) {
    for (let i = 0; i < 1000; i++)
      b.checkout(buyer(), `bench-p${Math.floor(random() * plan.products)}`, random() < 0.8);
    await b.flush();
    onProgress(b.appended());
  }
  return {
    events: b.appended(),
    heavyUser: { email: 'heavy@bench.vn' },
    freshUser: { email: 'fresh@bench.vn', id: 'bench-fresh' },
    heavyProduct: 'bench-heavy-product',
    freshProduct: 'bench-fresh-product',
  };
}
