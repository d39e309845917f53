import { randomUUID } from 'node:crypto';
import { DuplicateKeyError, type Collection, type Doc, type DocumentStore } from './port';
import { collectionsWriteContract } from './collectionsWrite.contract';

type Product = Doc & {
  title: string;
  price: number;
  tags?: string[];
  stock?: number;
  note?: string;
  _position?: number;
};

/** The subset of MongoDB behaviour the read side relies on; run against every adapter. */
export function documentStoreContract(makeStore: () => Promise<DocumentStore> | DocumentStore) {
  let store: DocumentStore;
  let products: Collection<Product>;
  let name: string;

  beforeEach(async () => {
    store = await makeStore();
    name = `products_${randomUUID().replace(/-/g, '')}`;
    products = store.collection<Product>(name);
    await products.bulkWrite([
      { insertOne: { document: { _id: 'p1', title: 'Bàn gỗ sồi', price: 300, tags: ['ban'], stock: 5 } } },
      { insertOne: { document: { _id: 'p2', title: 'Ghế gỗ', price: 100, tags: ['ghe'], stock: 0 } } },
      { insertOne: { document: { _id: 'p3', title: 'Tủ kệ', price: 200, tags: ['tu', 'ke'], stock: 12 } } },
    ]);
  });
  afterEach(async () => {
    await store.dropCollection(name);
    await store.close();
  });

  it('finds with a filter, sort, skip, limit and projection', async () => {
    const found = await products.find(
      { price: { $gte: 100 } },
      { sort: { price: -1 }, skip: 1, limit: 1, projection: { title: 1 } },
    );
    expect(found).toEqual([{ _id: 'p3', title: 'Tủ kệ' }]);
    expect((await products.find({ tags: 'ke' })).map((p) => p._id)).toEqual(['p3']);
    expect((await products.find({}, { sort: { title: 1 } })).map((p) => p._id)).toHaveLength(3);
  });

  it('sorts on several fields, numbers and strings alike, and finds by a list of ids', async () => {
    await products.insertOne({ _id: 'p4', title: 'Bàn', price: 300 });
    const sorted = await products.find({}, { sort: { price: -1, title: 1 } });
    expect(sorted.map((p) => p._id)).toEqual(['p4', 'p1', 'p3', 'p2']);
    const byIds = await products.find({ _id: { $in: ['p3', 'p1', 'nope'] } }, { sort: { _id: 1 } });
    expect(byIds.map((p) => p._id)).toEqual(['p1', 'p3']);
  });

  it('answers from an indexed field correctly as documents change, leave and arrive', async () => {
    await products.createIndex({ keys: { tags: 1, price: 1 } });
    await products.updateOne({ _id: 'p1' }, { $set: { tags: ['ghe'] } });
    await products.deleteOne({ _id: 'p2' });
    await products.replaceOne(
      { _id: 'p5' },
      { _id: 'p5', title: 'Ghế đẩu', price: 50, tags: ['ghe'] },
      { upsert: true },
    );
    const ghe = await products.find({ tags: { $in: ['ghe'] } }, { sort: { price: 1 } });
    expect(ghe.map((p) => p._id)).toEqual(['p5', 'p1']);
    expect(await products.countDocuments({ tags: 'ban' })).toBe(0);
    expect(await products.countDocuments({ tags: 'ke', price: { $gt: 100 } })).toBe(1);
  });

  it('lists the distinct values of a field, arrays by element', async () => {
    await products.createIndex({ keys: { tags: 1 } });
    expect(((await products.distinct('tags')) as string[]).sort()).toEqual(['ban', 'ghe', 'ke', 'tu']);
    expect(((await products.distinct('tags', { price: { $gt: 150 } })) as string[]).sort()).toEqual([
      'ban',
      'ke',
      'tu',
    ]);
    await products.deleteOne({ _id: 'p2' });
    expect(((await products.distinct('tags')) as string[]).sort()).toEqual(['ban', 'ke', 'tu']);
  });

  it('answers a repeated query afresh after a write', async () => {
    const cheap = () => products.find({ price: { $lt: 250 } }, { sort: { price: 1 } });
    expect((await cheap()).map((p) => p._id)).toEqual(['p2', 'p3']);
    await products.updateOne({ _id: 'p1' }, { $set: { price: 50 } });
    expect((await cheap()).map((p) => p._id)).toEqual(['p1', 'p2', 'p3']);
    expect(await products.countDocuments({ price: { $lt: 250 } })).toBe(3);
  });

  it('finds one document or null, and counts', async () => {
    expect((await products.findOne({ _id: 'p2' }))?.title).toBe('Ghế gỗ');
    expect(await products.findOne({ _id: 'none' })).toBeNull();
    expect(await products.countDocuments({ stock: { $gt: 0 } })).toBe(2);
    expect(await products.countDocuments()).toBe(3);
  });

  it('returns copies: changing a result does not change the store', async () => {
    const doc = (await products.findOne({ _id: 'p1' })) as Product;
    doc.title = 'changed';
    expect((await products.findOne({ _id: 'p1' }))?.title).toBe('Bàn gỗ sồi');
  });

  it('updates with $set, $inc, $push, $pull and $unset', async () => {
    await products.updateOne({ _id: 'p1' }, { $set: { title: 'Bàn' }, $inc: { stock: -2 }, $push: { tags: 'sale' } });
    await products.updateOne({ _id: 'p3' }, { $pull: { tags: 'tu' }, $unset: { stock: '' } });
    const p1 = await products.findOne({ _id: 'p1' });
    const p3 = await products.findOne({ _id: 'p3' });
    expect(p1).toMatchObject({ title: 'Bàn', stock: 3, tags: ['ban', 'sale'] });
    expect(p3?.tags).toEqual(['ke']);
    expect(p3).not.toHaveProperty('stock');
  });

  it('updates many and reports what matched', async () => {
    const result = await products.updateMany({ price: { $lte: 200 } }, { $set: { note: 'cheap' } });
    expect(result.matchedCount).toBe(2);
    expect(await products.countDocuments({ note: 'cheap' })).toBe(2);
  });

  it('upserts a document from the filter when none matches', async () => {
    const result = await products.updateOne({ _id: 'p9' }, { $set: { title: 'Sofa', price: 900 } }, { upsert: true });
    expect(result.upsertedId).toBe('p9');
    expect(await products.findOne({ _id: 'p9' })).toEqual({ _id: 'p9', title: 'Sofa', price: 900 });
    const again = await products.updateOne({ _id: 'p9' }, { $set: { price: 800 } }, { upsert: true });
    expect(again.upsertedId).toBeNull();
    expect(again.matchedCount).toBe(1);
  });

  it('replaces a document, or inserts it with upsert', async () => {
    await products.replaceOne({ _id: 'p2' }, { _id: 'p2', title: 'Ghế mới', price: 150 });
    expect(await products.findOne({ _id: 'p2' })).toEqual({ _id: 'p2', title: 'Ghế mới', price: 150 });
    await products.replaceOne({ _id: 'p8' }, { _id: 'p8', title: 'Giường', price: 500 }, { upsert: true });
    expect((await products.findOne({ _id: 'p8' }))?.title).toBe('Giường');
  });

  it('refuses an upsert that would duplicate an _id, which makes position-guarded writes idempotent', async () => {
    await products.replaceOne({ _id: 'p1' }, { _id: 'p1', title: 'v5', price: 1, _position: 5 });
    const stale = { _id: 'p1', $or: [{ _position: { $lt: 3 } }, { _position: { $exists: false } }] };
    await expect(
      products.replaceOne(stale, { _id: 'p1', title: 'v3', price: 1, _position: 3 }, { upsert: true }),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    expect((await products.findOne({ _id: 'p1' }))?.title).toBe('v5');
  });

  it('deletes one and many', async () => {
    expect((await products.deleteOne({ _id: 'p1' })).deletedCount).toBe(1);
    expect((await products.deleteMany({ price: { $lt: 1000 } })).deletedCount).toBe(2);
    expect(await products.countDocuments()).toBe(0);
  });

  it('applies a bulk write in order', async () => {
    await products.bulkWrite([
      { updateOne: { filter: { _id: 'p1' }, update: { $inc: { stock: 1 } } } },
      { deleteOne: { filter: { _id: 'p2' } } },
      { updateMany: { filter: {}, update: { $set: { note: 'bulk' } } } },
      { replaceOne: { filter: { _id: 'p4' }, replacement: { _id: 'p4', title: 'Kệ', price: 50 }, upsert: true } },
    ]);
    expect((await products.findOne({ _id: 'p1' }))?.stock).toBe(6);
    expect(await products.findOne({ _id: 'p2' })).toBeNull();
    expect(await products.countDocuments({ note: 'bulk' })).toBe(2);
    expect(await products.countDocuments()).toBe(3);
  });

  it('enforces a unique index', async () => {
    await products.createIndex({ keys: { title: 1 }, unique: true });
    await expect(products.insertOne({ _id: 'p5', title: 'Bàn gỗ sồi', price: 1 })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await expect(products.updateOne({ _id: 'p2' }, { $set: { title: 'Tủ kệ' } })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    // Which key collided tells a lost race on the id from a broken model.
    const onIndex = await products
      .insertOne({ _id: 'p6', title: 'Tủ kệ', price: 1 })
      .catch((e: DuplicateKeyError) => e);
    expect((onIndex as DuplicateKeyError).onIdOnly).toBe(false);
    const onId = await products
      .insertOne({ _id: 'p1', title: 'Khác hẳn', price: 1 })
      .catch((e: DuplicateKeyError) => e);
    expect((onId as DuplicateKeyError).onIdOnly).toBe(true);
    await products.insertOne({ _id: 'p5', title: 'Khác', price: 1 });
    expect(await products.countDocuments()).toBe(4);
  });

  it('drops a collection and lists the others', async () => {
    expect(await store.listCollections()).toContain(name);
    await store.dropCollection(name);
    expect(await products.countDocuments()).toBe(0);
    expect(await store.ping()).toBe(true);
  });

  it('matches inside arrays of values and of objects, by equality, $in, $ne and $nin', async () => {
    const orders = store.collection<Doc>(`${name}_o`);
    await orders.bulkWrite([
      {
        insertOne: {
          document: {
            _id: 'o1',
            items: [
              { productId: 'p1', q: 1 },
              { productId: 'p2', q: 3 },
            ],
            tags: ['a'],
          },
        },
      },
      { insertOne: { document: { _id: 'o2', items: [{ productId: 'p2', q: 2 }], tags: 'b' } } },
      { insertOne: { document: { _id: 'o3', items: [], tags: [] } } },
    ]);
    try {
      const ids = async (filter: Record<string, unknown>) =>
        (await orders.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
      expect(await ids({ 'items.productId': 'p2' })).toEqual(['o1', 'o2']);
      expect(await ids({ 'items.productId': { $in: ['p1', 'p9'] } })).toEqual(['o1']);
      expect(await ids({ 'items.q': { $gte: 3 } })).toEqual(['o1']);
      expect(await ids({ 'items.productId': { $ne: 'p1' } })).toEqual(['o2', 'o3']);
      expect(await ids({ tags: 'a' })).toEqual(['o1']);
      expect(await ids({ tags: 'b' })).toEqual(['o2']);
      expect(await ids({ tags: { $nin: ['a', 'b'] } })).toEqual(['o3']);
      expect(((await orders.distinct('items.productId')) as string[]).sort()).toEqual(['p1', 'p2']);
    } finally {
      await store.dropCollection(`${name}_o`);
    }
  });

  it('filters with $regex (and its options), $or, $and, $nor, $exists, $ne null, nested fields and types', async () => {
    await products.bulkWrite([
      { updateOne: { filter: { _id: 'p1' }, update: { $set: { note: null, spec: { wood: 'sồi', legs: 4 } } } } },
      { updateOne: { filter: { _id: 'p2' }, update: { $set: { note: 'Gỗ Lim', onSale: true } } } },
      { updateOne: { filter: { _id: 'p3' }, update: { $set: { onSale: false, spec: { wood: 'lim' } } } } },
    ]);
    const ids = async (filter: Record<string, unknown>) =>
      (await products.find(filter, { sort: { _id: 1 } })).map((d) => d._id);
    expect(await ids({ title: { $regex: 'sồi' } })).toEqual(['p1']);
    expect(await ids({ title: { $regex: 'GỖ', $options: 'i' } })).toEqual(['p1', 'p2']);
    expect(await ids({ title: /^tủ/i })).toEqual(['p3']);
    expect(await ids({ $or: [{ price: { $lt: 150 } }, { 'spec.wood': 'lim' }] })).toEqual(['p2', 'p3']);
    expect(await ids({ $and: [{ price: { $gt: 100 } }, { $nor: [{ 'spec.legs': 4 }] }] })).toEqual(['p3']);
    expect(await ids({ note: { $exists: true } })).toEqual(['p1', 'p2']);
    expect(await ids({ note: { $ne: null } })).toEqual(['p2']);
    expect(await ids({ note: null })).toEqual(['p1', 'p3']);
    expect(await ids({ onSale: true })).toEqual(['p2']);
    expect(await ids({ onSale: false })).toEqual(['p3']);
    // A number is not a string: ranges compare within a type, as in MongoDB.
    expect(await ids({ title: { $gt: 0 } })).toEqual([]);
    expect(await ids({ price: { $gt: 'a' } })).toEqual([]);
    expect(await products.findOne({ price: { $gte: 100 } }, { sort: { price: -1 } })).toMatchObject({ _id: 'p1' });
  });

  it('sorts on a descending index and pages through it without gaps or repeats', async () => {
    await products.createIndex({ keys: { stock: 1, price: -1 } });
    const all = [];
    for (let i = 0; i < 20; i++)
      all.push({ insertOne: { document: { _id: `x${i}`, title: `x${i}`, price: i, stock: 1 } } });
    await products.bulkWrite(all);
    const seen: string[] = [];
    for (let page = 0; page < 3; page++) {
      const found = await products.find({ stock: 1 }, { sort: { price: -1 }, skip: page * 8, limit: 8 });
      seen.push(...found.map((d) => d._id));
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `x${19 - i}`));
  });

  it('refuses a second document with the same _id, and keeps what a bulk write did before a failure', async () => {
    await expect(products.insertOne({ _id: 'p1', title: 'again', price: 1 })).rejects.toBeInstanceOf(DuplicateKeyError);
    await expect(
      products.bulkWrite([
        { updateOne: { filter: { _id: 'p2' }, update: { $set: { note: 'before' } } } },
        { insertOne: { document: { _id: 'p3', title: 'dup', price: 1 } } },
        { updateOne: { filter: { _id: 'p1' }, update: { $set: { note: 'after' } } } },
      ]),
    ).rejects.toBeInstanceOf(DuplicateKeyError);
    expect((await products.findOne({ _id: 'p2' }))?.note).toBe('before');
    expect((await products.findOne({ _id: 'p1' }))?.note).toBeUndefined();
  });

  it('upserts with $setOnInsert only when creating', async () => {
    await products.updateOne({ _id: 'p7' }, { $set: { price: 7 }, $setOnInsert: { title: 'new' } }, { upsert: true });
    await products.updateOne(
      { _id: 'p7' },
      { $set: { price: 8 }, $setOnInsert: { title: 'ignored' } },
      { upsert: true },
    );
    expect(await products.findOne({ _id: 'p7' })).toEqual({ _id: 'p7', title: 'new', price: 8 });
  });

  it('reads a collection never written as empty', async () => {
    const none = store.collection(`${name}_none`);
    expect(await none.find({ a: 1 })).toEqual([]);
    expect(await none.findOne({ _id: 'x' })).toBeNull();
    expect(await none.countDocuments()).toBe(0);
    expect(await none.distinct('a')).toEqual([]);
    expect(await store.listCollections()).not.toContain(`${name}_none`);
  });

  describe('across collections', () => collectionsWriteContract(makeStore));
}
