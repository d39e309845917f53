import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentStoreContract } from './documentStore.contract';
import { createSqliteDocumentStore } from './sqlite';

const dir = mkdtempSync(path.join(tmpdir(), 'tavico-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite document store', () => {
  documentStoreContract(() => createSqliteDocumentStore({ file: path.join(dir, 'contract.sqlite') }));
});

describe('SQLite document store writing several collections at once', () => {
  it('commits all of it or, when a write is refused, none of it', async () => {
    const store = createSqliteDocumentStore({ file: path.join(dir, 'together.sqlite') });
    try {
      await store.collection('docs').insertOne({ _id: 'd1', _position: 5 });
      const write = (position: number) =>
        store.bulkWriteCollections([
          { collection: 'other', operations: [{ insertOne: { document: { _id: `o${position}` } } }] },
          {
            collection: 'docs',
            operations: [
              {
                replaceOne: {
                  filter: { _id: 'd1', _position: { $lt: position } },
                  replacement: { _id: 'd1', _position: position },
                  upsert: true,
                },
              },
            ],
          },
          {
            collection: 'checkpoints',
            operations: [{ updateOne: { filter: { _id: 'c' }, update: { $set: { position } }, upsert: true } }],
          },
        ]);
      await expect(write(3)).rejects.toMatchObject({ collection: 'docs', onIdOnly: true });
      expect(await store.collection('other').countDocuments()).toBe(0);
      expect(await store.collection('checkpoints').countDocuments()).toBe(0);
      await write(7);
      expect(await store.collection('other').find({})).toEqual([{ _id: 'o7' }]);
      expect(await store.collection('docs').findOne({ _id: 'd1' })).toEqual({ _id: 'd1', _position: 7 });
      expect(await store.collection('checkpoints').findOne({ _id: 'c' })).toEqual({ _id: 'c', position: 7 });
    } finally {
      await store.close();
    }
  });
});

describe('SQLite document store shared by two processes (two connections to one file)', () => {
  const file = path.join(dir, 'shared.sqlite');

  it('shows each side what the other wrote, removed and indexed', async () => {
    const writer = createSqliteDocumentStore({ file });
    const reader = createSqliteDocumentStore({ file });
    try {
      const mine = writer.collection('orders');
      const theirs = reader.collection('orders');
      await mine.insertOne({ _id: 'o1', status: 'pending' });
      expect(await theirs.findOne({ _id: 'o1' })).toEqual({ _id: 'o1', status: 'pending' });
      await mine.updateOne({ _id: 'o1' }, { $set: { status: 'paid' } });
      await mine.insertOne({ _id: 'o2', status: 'pending' });
      expect(await theirs.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'o1', status: 'paid' },
        { _id: 'o2', status: 'pending' },
      ]);
      await theirs.deleteOne({ _id: 'o1' });
      expect(await mine.countDocuments()).toBe(1);
      await theirs.createIndex({ keys: { code: 1 }, unique: true });
      await theirs.insertOne({ _id: 'o3', code: 'A' });
      await expect(mine.insertOne({ _id: 'o4', code: 'A' })).rejects.toThrow('Duplicate key');
      await writer.dropCollection('orders');
      expect(await theirs.countDocuments()).toBe(0);
      expect(await reader.listCollections()).not.toContain('orders');
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});
