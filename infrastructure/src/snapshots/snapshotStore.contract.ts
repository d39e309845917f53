import { randomUUID } from 'node:crypto';
import type { SnapshotStore } from './port';

/** The behaviour every snapshot store must have; run against each adapter. */
export function snapshotStoreContract(makeStore: () => Promise<SnapshotStore> | SnapshotStore) {
  let store: SnapshotStore;
  beforeEach(async () => {
    store = await makeStore();
  });
  afterEach(async () => {
    await store.close();
  });
  const stream = () => `product-${randomUUID()}`;

  it('reads nothing for a stream never snapshotted', async () => {
    expect(await store.read(stream(), 'product@1')).toBeNull();
  });

  it('reads back the latest snapshot of a stream and fold, each fold on its own', async () => {
    const s = stream();
    await store.write(s, 'product@1', { revision: 10, state: { stock: 5, held: { o1: 2 } } });
    await store.write(s, 'product@1', { revision: 250, state: { stock: 3, held: {} } });
    await store.write(s, 'stock@1', { revision: 9, state: { o1: 2 } });
    expect(await store.read(s, 'product@1')).toEqual({ revision: 250, state: { stock: 3, held: {} } });
    expect(await store.read(s, 'stock@1')).toEqual({ revision: 9, state: { o1: 2 } });
    expect(await store.read(s, 'product@2')).toBeNull();
  });

  it('keeps a newer snapshot when an older one arrives late (another instance was slower)', async () => {
    const s = stream();
    await store.write(s, 'cart@1', { revision: 500, state: { lines: ['new'] } });
    await store.write(s, 'cart@1', { revision: 300, state: { lines: ['old'] } });
    expect(await store.read(s, 'cart@1')).toEqual({ revision: 500, state: { lines: ['new'] } });
  });

  it('forgets a discarded snapshot, of that fold only, and keeps the next one written, however old', async () => {
    const s = stream();
    await store.write(s, 'order@1', { revision: 400, state: { paid: true } });
    await store.write(s, 'stock@1', { revision: 400, state: { o1: 2 } });
    await store.discard(s, 'order@1');
    expect(await store.read(s, 'order@1')).toBeNull();
    expect(await store.read(s, 'stock@1')).toEqual({ revision: 400, state: { o1: 2 } });
    await store.write(s, 'order@1', { revision: 200, state: { paid: false } });
    expect(await store.read(s, 'order@1')).toEqual({ revision: 200, state: { paid: false } });
  });
}
