import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Doc, type DocumentStore } from './port';

type Product = Doc & { title: string; price: number; _position?: number };

/** Writes to several collections at once (`bulkWriteCollections`), as the projections make them. */
export function collectionsWriteContract(makeStore: () => Promise<DocumentStore> | DocumentStore) {
  let store: DocumentStore;
  let name: string;
  const products = () => store.collection<Product>(name);

  beforeEach(async () => {
    store = await makeStore();
    name = `products_${randomUUID().replace(/-/g, '')}`;
    await products().bulkWrite([
      { insertOne: { document: { _id: 'p1', title: 'Bàn gỗ sồi', price: 300 } } },
      { insertOne: { document: { _id: 'p2', title: 'Ghế gỗ', price: 100 } } },
    ]);
  });
  afterEach(async () => {
    await store.dropCollection(name);
    await store.close();
  });

  it('writes to several collections in one call, in order, by id as projections do', async () => {
    const other = `${name}_w`;
    try {
      await store.bulkWriteCollections([
        {
          collection: name,
          operations: [
            {
              replaceOne: {
                filter: { _id: 'p1' },
                replacement: { _id: 'p1', title: 'v2', price: 2, _position: 2 },
                upsert: true,
              },
            },
            { deleteOne: { filter: { _id: 'p2' } } },
          ],
        },
        {
          collection: other,
          operations: [
            {
              updateOne: {
                filter: { _id: 'c1' },
                update: { $set: { position: 2, live: true, note: null } },
                upsert: true,
              },
            },
            { updateOne: { filter: { _id: 'c2' }, update: { $set: { position: 2 } } } },
          ],
        },
      ]);
      expect(await products().findOne({ _id: 'p1' })).toEqual({ _id: 'p1', title: 'v2', price: 2, _position: 2 });
      expect(await products().findOne({ _id: 'p2' })).toBeNull();
      expect(await store.collection(other).find({})).toEqual([{ _id: 'c1', position: 2, live: true, note: null }]);
      const ahead = (position: number) => ({
        $or: [{ position: { $lt: position } }, { position: { $exists: false } }],
      });
      // A position-guarded update moves a document on, and an upsert it refuses collides on the id.
      await store.bulkWriteCollections([
        {
          collection: other,
          operations: [
            { updateOne: { filter: { _id: 'c1', ...ahead(5) }, update: { $set: { position: 5 } }, upsert: true } },
          ],
        },
      ]);
      expect(await store.collection(other).findOne({ _id: 'c1' })).toMatchObject({ position: 5, live: true });
      await expect(
        store.bulkWriteCollections([
          {
            collection: other,
            operations: [
              { updateOne: { filter: { _id: 'c1', ...ahead(3) }, update: { $set: { position: 3 } }, upsert: true } },
            ],
          },
        ]),
      ).rejects.toMatchObject({ collection: other, onIdOnly: true });
      const stale = { _id: 'p1', $or: [{ _position: { $lt: 1 } }, { _position: { $exists: false } }] };
      await expect(
        store.bulkWriteCollections([
          {
            collection: name,
            operations: [
              { replaceOne: { filter: stale, replacement: { _id: 'p1', title: 'v1', price: 1 }, upsert: true } },
            ],
          },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await products().findOne({ _id: 'p1' }))?.title).toBe('v2');
      expect(await store.collection(other).findOne({ _id: 'c1' })).toMatchObject({ position: 5 });
    } finally {
      await store.dropCollection(other);
    }
  });
}
