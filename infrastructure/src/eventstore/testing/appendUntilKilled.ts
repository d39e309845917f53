// A writer for the crash test: appends to the SQLite log from many concurrent "requests" (so
// appends share group commits) and prints each event id once its append is answered, until it
// is killed.
import { randomUUID } from 'node:crypto';
import { createSqliteEventStore } from '../sqlite';

const store = createSqliteEventStore({ file: process.argv[2] });
const metadata = () => ({
  actorId: null,
  actorRole: null,
  correlationId: 'crash',
  causationId: null,
  time: new Date().toISOString(),
});

async function writer(n: number) {
  for (;;) {
    const id = randomUUID();
    await store.append(
      `crash-${n}-${id}`,
      [{ id, type: 'Acknowledged', data: { n }, metadata: metadata() }],
      'no_stream',
    );
    process.stdout.write(`${id}\n`);
  }
}

for (let n = 0; n < 16; n++) void writer(n);
