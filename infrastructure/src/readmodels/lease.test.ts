import { createMemoryDocumentStore } from '../docstore/memory';
import { createLease, keepLease } from './lease';

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

  it('runs the work in one keeper only, and in the other once the first lets go', async () => {
    const store = createMemoryDocumentStore();
    const running: string[] = [];
    const keeper = (holder: string) =>
      keepLease(createLease(store, { name: 'lease:k', holder, ttlMs: 150 }), 150, {
        start: async () => void running.push(holder),
        stop: async () => void running.splice(running.indexOf(holder), 1),
      });
    const first = keeper('first');
    const second = keeper('second');
    await first.begin();
    await second.begin();
    await new Promise((r) => setTimeout(r, 200));
    expect(running).toEqual(['first']);
    await first.close();
    expect(running).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(running).toEqual(['second']);
    await second.close();
  });
});
