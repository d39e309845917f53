import type { EventEmitter } from 'node:events';
import type { EventStore, SubscribeOptions, Subscription } from './port';

const batchSize = 500;

/**
 * Catch-up-then-live delivery over a store that can read the log in pages: read pages after the
 * last delivered position until none is left, then wait for an `appended` signal (or the poll
 * interval, for appends made by another process) and read again. Events reach `onEvent` one at a
 * time, in order, never twice.
 */
export function followLog(
  store: Pick<EventStore, 'readAll'>,
  appended: EventEmitter,
  options: SubscribeOptions,
  pollIntervalMs: number,
): Subscription {
  let position = options.fromPosition;
  let stopped = false;
  let wake: (() => void) | null = null;
  // Set by every append; a page read that began before the append must not end in a sleep.
  let signalled = false;
  const onAppended = () => {
    signalled = true;
    wake?.();
  };
  appended.on('appended', onAppended);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const run = async () => {
    let caughtUp = false;
    while (!stopped) {
      signalled = false;
      const page = await store.readAll(position, batchSize);
      if (options.onPage && page.length > 0) {
        if (stopped) return;
        await options.onPage(page);
        position = page[page.length - 1].position;
      } else {
        for (const event of page) {
          if (stopped) return;
          await options.onEvent(event);
          position = event.position;
        }
      }
      if (page.length < batchSize) {
        if (!caughtUp) {
          caughtUp = true;
          options.onCaughtUp?.();
        }
        if (!stopped && !signalled) await sleep();
      }
    }
  };

  const loop = run().catch((error) => {
    stopped = true;
    if (options.onError) options.onError(error, true);
    else throw error;
  });

  return {
    async close() {
      stopped = true;
      appended.off('appended', onAppended);
      wake?.();
      await loop.catch(() => undefined);
    },
  };
}
