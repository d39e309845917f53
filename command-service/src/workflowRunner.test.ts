import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { streamRegistry, toCart, type SentOutcome, type SendTo, type Workflow } from '@tavico/domain';
import {
  createCommandHandler,
  createMetrics,
  createSqliteEventStore,
  runWorkflow,
  type EventStore,
} from '@tavico/infrastructure';

const dir = mkdtempSync(path.join(tmpdir(), 'tavico-workflows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Go = { type: 'Go' } | { type: 'Added'; userId: string };
type Out = SendTo<'cart'> | { type: 'Reply'; value: string[] };

const add = (userId: string) =>
  toCart(userId, { type: 'AddCartItem', userId, productId: 'p1', quantity: 1, available: 10 });

/** Adds to A's and B's carts, then to A's again, and answers whose carts it added to, in order. */
const threeAdds: Workflow<Go, string[], Out> = {
  name: 'threeAdds',
  initialState: [],
  evolve: (state, input) => (input.type === 'Added' ? [...state, input.userId] : state),
  decide: (input) => (input.type === 'Go' ? [add('a'), add('b'), add('a'), { type: 'Reply', value: [] }] : []),
  onResult: (outcome) => ({ type: 'Added', userId: (outcome as SentOutcome<'cart'>).id }),
  onFailure: () => null,
};

/** infrastructure's runWorkflow, here where the domain's streams may be used. */
describe('running a workflow', () => {
  it('sends commands to different streams said one after another together, a stream said again after them, and feeds back in order', async () => {
    const store = createSqliteEventStore({ file: path.join(dir, `${randomUUID()}.sqlite`) });
    const seen: string[] = [];
    const watched: EventStore = {
      ...store,
      async append(streamId, events, expected) {
        seen.push(`start ${streamId}`);
        const done = await store.append(streamId, events, expected);
        seen.push(`done ${streamId}`);
        return done;
      },
    };
    const commands = createCommandHandler({
      eventStore: watched,
      clock: { now: () => new Date() },
      ids: randomUUID,
      metrics: createMetrics('test'),
    });
    try {
      const run = await runWorkflow(
        threeAdds,
        { type: 'Go' },
        { commands, clock: { now: () => new Date() }, registry: streamRegistry },
        { actorId: null, actorRole: 'system', correlationId: 'c', causationId: null },
      );
      expect(seen).toEqual([
        'start cart-a',
        'start cart-b',
        'done cart-a',
        'done cart-b',
        'start cart-a',
        'done cart-a',
      ]);
      expect(run.state).toEqual(['a', 'b', 'a']);
      expect((await store.readStream('cart-a')).length).toBe(2);
    } finally {
      await store.close();
    }
  });
});
