import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@tavico/contracts';
import { createCommandHandler, type Decider } from './commands';
import { createSqliteEventStore } from './eventstore/sqlite';
import { ConcurrencyError, type EventStore } from './eventstore/port';
import { createMetrics } from './metrics';
import { systemClock } from './clock';

type Counted = DomainEvent<'Counted', { by: number }>;
const counter: Decider<number, { type: 'Count'; by: number; max: number }, Counted> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.by > command.max) throw new Error('too many');
    return command.by === 0 ? [] : [{ type: 'Counted', data: { by: command.by } }];
  },
};
const context = { actorId: 'u1', actorRole: 'customer' as const, correlationId: 'c' };

describe('command handler', () => {
  let dir: string;
  let store: EventStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tavico-commands-'));
    store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const handler = (eventStore: EventStore) =>
    createCommandHandler({ eventStore, clock: systemClock, ids: randomUUID, metrics: createMetrics('test') });

  it('appends what the decider decides with the actor in the metadata, and nothing for no change', async () => {
    const commands = handler(store);
    const first = await commands.handle('counter-1', counter, { type: 'Count', by: 2, max: 10 }, context);
    expect(first.state).toBe(2);
    expect(first.position).toEqual(expect.any(Number));
    const same = await commands.handle('counter-1', counter, { type: 'Count', by: 0, max: 10 }, context);
    expect(same).toEqual({ state: 2, position: null });
    const [event] = await store.readStream('counter-1');
    expect(event.metadata).toMatchObject({ actorId: 'u1', actorRole: 'customer', correlationId: 'c' });
  });

  it('decides again on what another writer appended meanwhile', async () => {
    let interfere = true;
    const racing: EventStore = {
      ...store,
      readStream: (id) => store.readStream(id),
      async append(id, events, expected) {
        if (interfere) {
          interfere = false;
          await handler(store).handle(id, counter, { type: 'Count', by: 9, max: 10 }, context);
        }
        return store.append(id, events, expected);
      },
    };
    const commands = handler(racing);
    // 9 were counted by the other writer first: 2 more would pass the maximum.
    await expect(commands.handle('counter-2', counter, { type: 'Count', by: 2, max: 10 }, context)).rejects.toThrow(
      'too many',
    );
    expect((await store.readStream('counter-2')).map((e) => e.data)).toEqual([{ by: 9 }]);
  });

  it('gives up with 409 when the stream keeps changing', async () => {
    const busy: EventStore = {
      ...store,
      readStream: (id) => store.readStream(id),
      append: async () => {
        throw new ConcurrencyError('counter-3', 'no_stream', 0);
      },
    };
    await expect(
      handler(busy).handle('counter-3', counter, { type: 'Count', by: 1, max: 10 }, context),
    ).rejects.toMatchObject({ status: 409 });
  });
});
