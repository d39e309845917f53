import {
  operationsCollection,
  operationsIds,
  type ProjectionStatusDocument,
  type RebuildProgress,
} from '@tavico/contracts';
import { ConfigError, createLogger, loadConfig, openDocumentStore, openEventStore } from '@tavico/infrastructure';
import { projections } from '../projections';
import { rebuildReadModels } from '../rebuild';

const width = 30;

/** One line of the progress bar: share done, events, speed and time left. */
export function progressLine(p: RebuildProgress): string {
  const filled = Math.round((p.percent / 100) * width);
  const left = p.secondsLeft === null ? '?' : `${p.secondsLeft} s`;
  const phase = p.phase === 'replaying' ? `${left} left` : p.phase;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.percent.toFixed(1).padStart(5)}%  ${p.eventsDone.toLocaleString('en')} events  ${p.eventsPerSecond.toLocaleString('en')} events/s  ${phase}`;
}

/**
 * Rebuilds the shared read store (MongoDB, or DATA_DIR/readmodels.sqlite for services started
 * on their own) from the event log, beside the live read models, then switches reads over.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ service: 'rebuild', level: 'warn' });
  const eventStore = openEventStore(config);
  const store = await openDocumentStore(config);
  const tty = process.stdout.isTTY;
  let printedAt = 0;
  try {
    process.stdout.write(
      `Rebuilding the read models in ${config.MONGO_URL ? 'MongoDB' : `${config.DATA_DIR}/readmodels.sqlite`} ` +
        `from ${config.EVENTSTORE_URL ? 'EventStoreDB' : `${config.DATA_DIR}/events.sqlite`}\n`,
    );
    // Wait for a running worker to move over only if one is reporting.
    const report = (await store
      .collection(operationsCollection)
      .findOne({ _id: operationsIds.status })) as ProjectionStatusDocument | null;
    const workersRunning = report !== null && Date.now() - Date.parse(report.updatedAt) < 5000;
    const result = await rebuildReadModels({
      eventStore,
      store,
      projections,
      logger,
      handoverTimeoutMs: workersRunning ? 15_000 : 0,
      graceMs: workersRunning ? 1000 : 0,
      onProgress: (p) => {
        if (tty) process.stdout.write(`\r${progressLine(p)}`);
        else if (Date.now() - printedAt >= 1000 || p.phase === 'done') {
          printedAt = Date.now();
          process.stdout.write(`${progressLine(p)}\n`);
        }
      },
    });
    if (tty) process.stdout.write('\n');
    process.stdout.write(
      `Done: ${result.events.toLocaleString('en')} events in ${result.seconds.toFixed(1)} s ` +
        `(${result.eventsPerSecond.toLocaleString('en')} events/s); reads now use generation ${result.generation}, ` +
        `generation ${result.previousGeneration} dropped.\n`,
    );
    return 0;
  } finally {
    await eventStore.close();
    await store.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
      process.stderr.write(`rebuild failed: ${message}\n`);
      process.exit(1);
    },
  );
}
