import { createLogger, createMemoryDocumentStore, type DocumentStore } from '@tavico/infrastructure';
import { ensureIndexes } from './consumers';
import type { Projection } from './projection';

const projection = {
  name: 'people',
  version: 1,
  collection: 'people',
  handles: [],
  documentId: () => null,
  evolve: (doc: unknown) => doc,
  indexes: [{ keys: { name: 1 } }, { keys: { email: 1 }, unique: true }],
} as unknown as Projection;

describe("a read model's indexes", () => {
  it('are created in the generation asked', async () => {
    const store = createMemoryDocumentStore();
    const made: string[] = [];
    const watched: DocumentStore = {
      ...store,
      collection: (name: string) => ({
        ...store.collection(name),
        createIndex: async (index) => void made.push(`${name} ${JSON.stringify(index.keys)}`),
      }),
    } as DocumentStore;
    await ensureIndexes(watched, [projection], 3, createLogger({ service: 'test', level: 'silent' }));
    expect(made).toEqual(['people__g3 {"name":1}', 'people__g3 {"email":1}']);
  });

  it('that cannot be created (another index under the same keys) are named in the log, and the start fails naming them', async () => {
    const store = createMemoryDocumentStore();
    const refusing: DocumentStore = {
      ...store,
      collection: (name: string) => ({
        ...store.collection(name),
        createIndex: async (index) => {
          if (index.unique) throw new Error('Index already exists with a different name: email_1');
        },
      }),
    } as DocumentStore;
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      service: 'test',
      level: 'info',
      destination: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    await expect(ensureIndexes(refusing, [projection], 0, logger)).rejects.toThrow(
      /The index \{"keys":\{"email":1\},"unique":true\} of people cannot be created: .*different name/,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 60,
        msg: 'an index of a read model cannot be created',
        collection: 'people',
        index: { keys: { email: 1 }, unique: true },
      }),
    ]);
  });
});
