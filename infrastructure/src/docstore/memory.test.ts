import { documentStoreContract } from './documentStore.contract';
import { createMemoryDocumentStore } from './memory';

describe('in-memory document store', () => {
  documentStoreContract(() => createMemoryDocumentStore());
});
