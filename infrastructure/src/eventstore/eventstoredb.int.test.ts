import { eventStoreContract } from './eventStore.contract';
import { createEventStoreDbEventStore } from './eventstoredb';
import { snapshotStoreContract } from '../snapshots/snapshotStore.contract';
import { createEventStoreDbSnapshotStore } from '../snapshots/eventstoredb';

const url = process.env.EVENTSTORE_URL;

if (!url) {
  // Said out loud, not silently skipped: no EventStoreDB server runs on this machine.
  describe('EventStoreDB event store', () => {
    it.skip('skipped: set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run the contract suites against a server', () =>
      undefined);
  });
} else {
  describe('EventStoreDB event store', () => {
    jest.setTimeout(30_000);
    eventStoreContract(() => createEventStoreDbEventStore({ connectionString: url }));
  });
  describe('EventStoreDB snapshot store', () => {
    jest.setTimeout(30_000);
    snapshotStoreContract(() => createEventStoreDbSnapshotStore({ connectionString: url }));
  });
}
