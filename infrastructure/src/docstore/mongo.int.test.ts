import { documentStoreContract } from './documentStore.contract';
import { createMongoDocumentStore } from './mongo';

const url = process.env.MONGO_URL;

if (!url) {
  // Said out loud, not silently skipped: no MongoDB server runs on this machine.
  describe('MongoDB document store', () => {
    it.skip('skipped: set MONGO_URL (e.g. mongodb://localhost:27017) to run the contract suite against a server', () =>
      undefined);
  });
} else {
  describe('MongoDB document store', () => {
    jest.setTimeout(30_000);
    documentStoreContract(() => createMongoDocumentStore({ url, database: 'tavico_contract_test' }));
  });
}
