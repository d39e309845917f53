import { createMemoryDocumentStore } from '../docstore/memory';
import type { DocumentStore } from '../docstore/port';
import { createLease, keepLease, type Lease } from './lease';

describe('lease', () => {
  it('has one holder at a time, and passes to another once it expires', async () => {
    const store = createMemoryDocumentStore();
    const a = createLease(store, { name: 'lease:x', holder: 'a', ttlMs: 1000 });
    const b = createLease(store, { name: 'lease:x', holder: 'b', ttlMs: 1000 });
    expect(await a.acquire(0)).toBe(true);
    expect(await b.acquire(500)).toBe(false);
    expect(await a.acquire(900)).toBe(true); // renewed until 1900
    expect(await b.acquire(1500)).toBe(false);
    expect(await b.acquire(2000)).toBe(true);
    expect(await a.acquire(2100)).toBe(false);
    expect(await b.current()).toMatchObject({ holder: 'b' });
    await b.release();
    expect(await a.acquire(2200)).toBe(true);
  });

  it('raises the fence each time the lease changes hands, not when it is renewed', async () => {
    const store = createMemoryDocumentStore();
    const a = createLease(store, { name: 'lease:f', holder: 'a', ttlMs: 1000 });
    const b = createLease(store, { name: 'lease:f', holder: 'b', ttlMs: 1000 });
    await a.acquire(0);
    const first = a.fence();
    await a.acquire(500);
    expect(a.fence()).toBe(first);
    expect(a.validUntil()).toBe(1500);
    await b.acquire(2000);
    expect(b.fence()).toBe(first + 1);
    // The old holder cannot renew under its old fence, nor take the lease back before it expires.
    expect(await a.acquire(2100)).toBe(false);
    expect(await a.acquire(3100)).toBe(true);
    expect(a.fence()).toBe(first + 2);
    expect(await a.current()).toMatchObject({ holder: 'a', fence: first + 2 });
  });

  it('keeps the fence when let go, so the next taker writes above it', async () => {
    const store = createMemoryDocumentStore();
    const a = createLease(store, { name: 'lease:r', holder: 'a', ttlMs: 1000 });
    const b = createLease(store, { name: 'lease:r', holder: 'b', ttlMs: 1000 });
    await a.acquire(0);
    await a.release(); // a clean stop (SIGTERM), not a crash
    expect(await b.acquire(10)).toBe(true);
    expect(b.fence()).toBe(a.fence() + 1);
    await b.release();
    expect(await a.acquire(20)).toBe(true);
    expect(a.fence()).toBe(b.fence() + 1);
    // A release under an old fence does not free the lease its successor holds.
    await b.release();
    expect(await b.acquire(30)).toBe(false);
  });
});

describe('keeping a lease', () => {
  const ttl = 2000;
  let store: DocumentStore;
  const keepers: ReturnType<typeof keepLease>[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    store = createMemoryDocumentStore();
  });
  afterEach(async () => {
    for (const k of keepers.splice(0)) await k.close();
    jest.useRealTimers();
  });

  const keeper = (
    holder: string,
    running: string[],
    options: { healthy?: () => boolean; start?: () => Promise<void>; lease?: Lease } = {},
  ) => {
    const lease = options.lease ?? createLease(store, { name: 'lease:k', holder, ttlMs: ttl });
    const kept = keepLease(lease, ttl, {
      start: options.start ?? (async () => void running.push(holder)),
      stop: async () => void running.splice(running.indexOf(holder), 1),
      healthy: options.healthy,
      onError: () => undefined,
    });
    keepers.push(kept);
    return kept;
  };

  it('runs the work in one keeper only, and in the other once the first lets go', async () => {
    const running: string[] = [];
    const first = keeper('first', running);
    const second = keeper('second', running);
    await first.begin();
    await second.begin();
    await jest.advanceTimersByTimeAsync(ttl * 3);
    expect(running).toEqual(['first']);
    await first.close();
    expect(running).toEqual([]);
    // The standby looks every quarter of the ttl: a released lease is taken at its next look.
    await jest.advanceTimersByTimeAsync(ttl / 4);
    expect(running).toEqual(['second']);
  });

  it('takes over within the ttl and a look when the holder stops renewing; the old one stops when it wakes', async () => {
    const running: string[] = [];
    // The holder's renewals hang, as if its process froze (a long pause, a stalled disk).
    const frozen = createLease(store, { name: 'lease:k', holder: 'frozen', ttlMs: ttl });
    let freeze = false;
    let thaw = () => undefined as void;
    const hung: Lease = {
      ...frozen,
      acquire: async () => {
        if (freeze) await new Promise<void>((resolve) => (thaw = resolve));
        return frozen.acquire();
      },
    };
    const holder = keeper('frozen', running, { lease: hung });
    const standby = keeper('standby', running);
    await holder.begin();
    await standby.begin();
    expect(running).toEqual(['frozen']);
    const fence = frozen.fence();
    freeze = true;
    const start = Date.now();
    expect(holder.mayAct()).toBe(true);
    await jest.advanceTimersByTimeAsync(ttl + 1);
    // Its last renewal ran out: it may no longer act, though it has not noticed it lost the lease.
    expect(holder.isHeld()).toBe(true);
    expect(holder.mayAct()).toBe(false);
    while (!running.includes('standby')) await jest.advanceTimersByTimeAsync(50);
    expect(Date.now() - start).toBeLessThanOrEqual(ttl + ttl / 4 + 50);
    expect(await frozen.current()).toMatchObject({ holder: 'standby', fence: fence + 1 });
    // Awake again, its renewal fails and it stops its work.
    freeze = false;
    thaw();
    while (running.includes('frozen')) await jest.advanceTimersByTimeAsync(50);
    expect(running).toEqual(['standby']);
  });

  it('gives the lease up while the work is unhealthy, and rests a ttl before trying again', async () => {
    const running: string[] = [];
    let healthy = true;
    const sick = keeper('sick', running, { healthy: () => healthy });
    const standby = keeper('standby', running);
    await sick.begin();
    await standby.begin();
    healthy = false;
    while (!running.includes('standby')) await jest.advanceTimersByTimeAsync(50);
    expect(running).toEqual(['standby']);
    expect(sick.isHeld()).toBe(false);
    healthy = true;
    await jest.advanceTimersByTimeAsync(ttl * 3);
    expect(running).toEqual(['standby']);
  });

  it('gives the lease up when the work fails to start, so a standby that can do it takes over', async () => {
    const running: string[] = [];
    const broken = keeper('broken', running, { start: () => Promise.reject(new Error('index conflict')) });
    const standby = keeper('standby', running);
    await broken.begin();
    expect(broken.isHeld()).toBe(false);
    await standby.begin();
    await jest.advanceTimersByTimeAsync(ttl / 4);
    expect(running).toEqual(['standby']);
  });
});
