import { createEventStoreDbEventStore } from './eventstoredb';

/**
 * No EventStoreDB server runs here, which is exactly the case under test: a server out of reach
 * is tried again and reported, never an unhandled rejection that ends the process.
 */
describe('EventStoreDB out of reach', () => {
  jest.setTimeout(30_000);

  it('keeps trying the subscription, reporting each failure as not final, until closed', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const store = createEventStoreDbEventStore({ connectionString: 'esdb://127.0.0.1:1?tls=false' });
    const failures: boolean[] = [];
    const subscription = store.subscribeToAll({
      fromPosition: null,
      onEvent: async () => undefined,
      onError: (_error, ended) => failures.push(ended),
    });
    try {
      const deadline = Date.now() + 20_000;
      while (failures.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(failures.length).toBeGreaterThanOrEqual(2);
      expect(failures.every((ended) => ended === false)).toBe(true);
      await expect(store.headPosition()).rejects.toBeDefined();
    } finally {
      await subscription.close();
      await store.close();
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
