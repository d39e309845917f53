import type { OrderLiveEvent } from '@tavico/contracts/client';
import { makeStore, type RootState } from '../app/store';
import type { SiteSettings } from '@tavico/contracts/client';
import { settingsApi } from '../features/settings/settingsApi';
import { memoryKeyValueStore, type LiveSocket } from '../shared/services';

/** A socket.io stand-in the test drives: it fires connects and pushes as the server would. */
export class FakeSocket implements LiveSocket {
  private listeners = new Map<string, ((value?: unknown) => void)[]>();
  disconnected = false;
  on(event: string, listener: (value: OrderLiveEvent) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (value?: unknown) => void]);
    return this;
  }
  fire(event: string, value?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
}

/**
 * A store with every service a saga reaches replaced by one the test can watch. `settings`: the
 * site settings already read, as the shop's pages find them after the app's first read, in the
 * spec's dollars (the screens' tests were written for them).
 */
export function testStore(preloadedState?: Partial<RootState>, settings?: SiteSettings) {
  const socket = new FakeSocket();
  const services = {
    toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
    navigate: jest.fn(),
    redirect: jest.fn(),
    session: memoryKeyValueStore(),
    local: memoryKeyValueStore(),
    connectLive: jest.fn(async () => socket),
  };
  const store = makeStore(services, preloadedState);
  if (settings)
    store.dispatch(
      settingsApi.util.upsertQueryEntries([
        { endpointName: 'siteSettings', arg: undefined, value: { settings, currency: 'USD' } },
      ]),
    );
  return { store, socket, ...services };
}

/** Lets pending sagas (resolved promises) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Polls until the check holds (a saga driven by real timers, say); fails with its last reason after `ms`. */
export async function eventually(check: () => void, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
