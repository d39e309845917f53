import {
  namedHistory,
  streams,
  type AnyEvent,
  type OrderHistoryDocument,
  type OrderHistoryEntry,
  type RecordedEvent,
} from '@tavico/contracts';
import { loadConfig, openEventStore, type EventStore } from '@tavico/infrastructure';
import { orderHistoriesProjection } from '../projections/orderHistories';

const usage = 'Usage: npm run audit -- order <orderId>';

/** An order's history straight from its stream, folded step by step as the history read model folds it. */
export async function orderTimeline(eventStore: EventStore, orderId: string): Promise<OrderHistoryEntry[] | null> {
  const events = (await eventStore.readStream(streams.order(orderId))) as RecordedEvent<AnyEvent>[];
  const blocks = new Map<string, OrderHistoryDocument>();
  for (const event of events) {
    const id = orderHistoriesProjection.documentId(event);
    if (id === null) continue;
    const followed = orderHistoriesProjection.follows!(event).map((b) => blocks.get(b) ?? null);
    const block = orderHistoriesProjection.evolve(blocks.get(id) ?? null, event, followed);
    if (block) blocks.set(id, block);
  }
  const steps = [...blocks.values()].flatMap((block) => block.steps);
  if (steps.length === 0) return null;
  // Actor names as they are now, from each actor's own stream.
  const names = new Map<string, string>();
  for (const id of new Set(steps.map((s) => s.actor.id).filter((a): a is string => a !== null))) {
    const registered = (await eventStore.readStream(streams.user(id))).find((e) => e.type === 'UserRegistered');
    if (registered) names.set(id, (registered.data as { userName: string }).userName);
  }
  return namedHistory(steps, names);
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return '{…}';
  return String(value);
};

/** The timeline as a person reads it in a terminal: one block per event, its changes below. */
export function formatTimeline(orderId: string, entries: OrderHistoryEntry[]): string {
  const lines = [`Order ${orderId}: ${entries.length} event${entries.length === 1 ? '' : 's'}`, ''];
  entries.forEach((entry, i) => {
    const who = entry.actor.id
      ? `${entry.actor.name ?? entry.actor.id} (${entry.actor.role ?? 'unknown role'})`
      : (entry.actor.role ?? 'system');
    lines.push(`${String(i + 1).padStart(2)}. ${entry.time}  ${entry.type}  by ${who}  [position ${entry.position}]`);
    for (const change of entry.changes) {
      lines.push(`      ${change.field}: ${shown(change.from)} → ${shown(change.to)}`);
    }
    lines.push(
      `      now: ${entry.state.orderStatus}, payment ${entry.state.paymentStatus}, total ${entry.state.totalAmount}`,
    );
  });
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const [kind, id] = args;
  if (kind !== 'order' || !id) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const eventStore = openEventStore(loadConfig());
  try {
    const entries = await orderTimeline(eventStore, id);
    if (!entries) {
      process.stderr.write(`No order ${id} in the event log.\n`);
      return 1;
    }
    process.stdout.write(`${formatTimeline(id, entries)}\n`);
    return 0;
  } finally {
    await eventStore.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`audit failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
