import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@tavico/contracts';
import { ConcurrencyError, type EventStore } from './port';

/** The behaviour every event store adapter must have; run against each of them. */
export function eventStoreContract(makeStore: () => Promise<EventStore> | EventStore) {
  let store: EventStore;
  beforeEach(async () => {
    store = await makeStore();
  });
  afterEach(async () => {
    await store.close();
  });

  // Streams are unique per test so adapters on a shared server do not see each other's data.
  const stream = (name: string) => `${name}-${randomUUID()}`;
  const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: 'tester',
      actorRole: 'admin',
      correlationId: 'c1',
      causationId: null,
      time: new Date().toISOString(),
    },
  });
  const collect = async (from: number | null, until: (events: RecordedEvent[]) => boolean) => {
    const seen: RecordedEvent[] = [];
    let caughtUp = false;
    const subscription = store.subscribeToAll({
      fromPosition: from,
      onEvent: async (e) => void seen.push(e),
      onCaughtUp: () => (caughtUp = true),
    });
    const deadline = Date.now() + 10_000;
    while (!until(seen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return { seen, subscription, caughtUp: () => caughtUp };
  };

  it('keeps the order within a stream and numbers revisions from 0', async () => {
    const s = stream('order');
    await store.append(s, [event('A'), event('B')], 'no_stream');
    await store.append(s, [event('C')], 1);
    const events = await store.readStream(s);
    expect(events.map((e) => [e.type, e.revision])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
    expect(events[0].metadata.actorId).toBe('tester');
  });

  it('keeps the order across streams in the global log, with increasing positions', async () => {
    const s1 = stream('one');
    const s2 = stream('two');
    const before = await store.headPosition();
    const r1 = await store.append(s1, [event('First', { n: 1 })], 'no_stream');
    const r2 = await store.append(s2, [event('Second', { n: 2 })], 'no_stream');
    const r3 = await store.append(s1, [event('Third', { n: 3 })], 0);
    expect(r1.position).toBeLessThan(r2.position);
    expect(r2.position).toBeLessThan(r3.position);
    const all = (await store.readAll(before, 1000)).filter((e) => e.streamId === s1 || e.streamId === s2);
    expect(all.map((e) => e.type)).toEqual(['First', 'Second', 'Third']);
    expect(all.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await store.headPosition()).toBeGreaterThanOrEqual(r3.position);
  });

  it('answers the next expected revision and the global position of an append', async () => {
    const s = stream('result');
    const first = await store.append(s, [event('A'), event('B')], 'no_stream');
    expect(first.nextExpectedRevision).toBe(1);
    const [, b] = await store.readStream(s);
    expect(first.position).toBe(b.position);
  });

  it('creates a stream with "no stream" once; the second gets a ConcurrencyError', async () => {
    const s = stream('create');
    await store.append(s, [event('Created')], 'no_stream');
    await expect(store.append(s, [event('Created')], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(s)).toHaveLength(1);
  });

  it('rejects an append with a stale exact revision', async () => {
    const s = stream('stale');
    await store.append(s, [event('A'), event('B')], 'no_stream');
    await expect(store.append(s, [event('C')], 0)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(s, [event('C')], 5)).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('lets exactly one of two concurrent writers with the same expected revision win', async () => {
    const s = stream('race');
    await store.append(s, [event('Opened')], 'no_stream');
    const results = await Promise.allSettled([
      store.append(s, [event('Writer1')], 0),
      store.append(s, [event('Writer2')], 0),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(s)).toHaveLength(2);
  });

  it('appends with "any" whatever the stream holds', async () => {
    const s = stream('any');
    await store.append(s, [event('A')], 'any');
    await store.append(s, [event('B')], 'any');
    expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('stores an event appended twice with the same id once', async () => {
    const s = stream('idempotent');
    const e = event('Once');
    const first = await store.append(s, [e], 'no_stream');
    const second = await store.append(s, [e], 'no_stream');
    expect(second.nextExpectedRevision).toBe(first.nextExpectedRevision);
    expect(await store.readStream(s)).toHaveLength(1);
  });

  it('reads only the events after a revision, for a state cached at that revision', async () => {
    const s = stream('after');
    await store.append(s, [event('A'), event('B'), event('C')], 'no_stream');
    expect((await store.readStream(s, { afterRevision: 0 })).map((e) => [e.type, e.revision])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect(await store.readStream(s, { afterRevision: 2 })).toEqual([]);
    expect((await store.readStream(s, { afterRevision: -1 })).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    expect(await store.readStream(stream('nothing'), { afterRevision: 3 })).toEqual([]);
    expect((await store.readStream(s, { afterRevision: -1, maxCount: 2 })).map((e) => e.type)).toEqual(['A', 'B']);
    expect((await store.readStream(s, { afterRevision: 1, maxCount: 2 })).map((e) => e.type)).toEqual(['C']);
  });

  it('appends made together each succeed or fail on their own expected revision', async () => {
    const s1 = stream('together');
    const s2 = stream('together');
    const s3 = stream('together');
    await store.append(s2, [event('Existing')], 'no_stream');
    const results = await Promise.allSettled([
      store.append(s1, [event('One')], 'no_stream'),
      store.append(s2, [event('Conflicting')], 'no_stream'),
      store.append(s3, [event('Three1'), event('Three2')], 'no_stream'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(s1)).map((e) => e.type)).toEqual(['One']);
    expect((await store.readStream(s2)).map((e) => e.type)).toEqual(['Existing']);
    expect((await store.readStream(s3)).map((e) => e.type)).toEqual(['Three1', 'Three2']);
  });

  it('reads an unknown stream as empty', async () => {
    expect(await store.readStream(stream('nothing'))).toEqual([]);
  });

  it('pages through the log after a position', async () => {
    const s = stream('paging');
    const start = await store.headPosition();
    await store.append(s, [event('P1'), event('P2'), event('P3'), event('P4')], 'no_stream');
    const firstPage = (await store.readAll(start, 2)).filter((e) => e.streamId === s);
    expect(firstPage.map((e) => e.type)).toEqual(['P1', 'P2']);
    const rest = (await store.readAll(firstPage[1].position, 10)).filter((e) => e.streamId === s);
    expect(rest.map((e) => e.type)).toEqual(['P3', 'P4']);
  });

  it('delivers past events, says it caught up, then delivers live ones in order', async () => {
    const s = stream('live');
    const start = await store.headPosition();
    await store.append(s, [event('Past1'), event('Past2')], 'no_stream');
    const mine = (seen: RecordedEvent[]) => seen.filter((e) => e.streamId === s).map((e) => e.type);
    const { seen, subscription, caughtUp } = await collect(start, (seen) => mine(seen).length === 2);
    try {
      expect(mine(seen)).toEqual(['Past1', 'Past2']);
      const deadline = Date.now() + 5000;
      while (!caughtUp() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(caughtUp()).toBe(true);
      await store.append(s, [event('Live1')], 1);
      await store.append(s, [event('Live2')], 2);
      const until = Date.now() + 5000;
      while (mine(seen).length < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(mine(seen)).toEqual(['Past1', 'Past2', 'Live1', 'Live2']);
    } finally {
      await subscription.close();
    }
  });

  it('delivers pages, in order and whole, to a subscriber that asks for pages', async () => {
    const s = stream('pages');
    const start = await store.headPosition();
    await store.append(s, [event('Pg1'), event('Pg2'), event('Pg3')], 'no_stream');
    const pages: RecordedEvent[][] = [];
    const subscription = store.subscribeToAll({
      fromPosition: start,
      onEvent: async () => {
        throw new Error('not called when pages are asked for');
      },
      onPage: async (page) => void pages.push(page),
    });
    try {
      const mine = () => pages.flat().filter((e) => e.streamId === s);
      const deadline = Date.now() + 5000;
      while (mine().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      await store.append(s, [event('Pg4')], 2);
      while (mine().length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(mine().map((e) => e.type)).toEqual(['Pg1', 'Pg2', 'Pg3', 'Pg4']);
      expect(pages.every((p) => p.length > 0)).toBe(true);
      const positions = pages.flat().map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    } finally {
      await subscription.close();
    }
  });

  it('resumes from a checkpoint without delivering what came before it', async () => {
    const s = stream('resume');
    const r = await store.append(s, [event('Before1'), event('Before2')], 'no_stream');
    await store.append(s, [event('After1'), event('After2')], r.nextExpectedRevision);
    const mine = (seen: RecordedEvent[]) => seen.filter((e) => e.streamId === s).map((e) => e.type);
    const { seen, subscription } = await collect(r.position, (seen) => mine(seen).length >= 2);
    try {
      expect(mine(seen)).toEqual(['After1', 'After2']);
    } finally {
      await subscription.close();
    }
  });
}
