import type { OrderLiveEvent } from '@tavico/contracts/client';
import type { HttpClient } from './http';
import type { Navigate, Redirect, Toast } from './toast';

/** What sessionStorage offers, so sagas can be run against a plain map in tests. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of a socket.io client the live sagas use. */
export interface LiveSocket {
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  on(event: string, listener: (push: OrderLiveEvent) => void): unknown;
  disconnect(): unknown;
}
export type ConnectLive = () => Promise<LiveSocket>;

/** Everything sagas reach outside the store, put in the saga context by makeStore. */
export interface StoreServices {
  toast: Toast;
  navigate: Navigate;
  redirect: Redirect;
  session: KeyValueStore;
  /** What outlives the tab (localStorage): the address a shopper last ordered to. */
  local: KeyValueStore;
  connectLive: ConnectLive;
  /** The server's client for one page it renders; the browser uses the tab's (shared/http.ts). */
  http?: HttpClient;
}

/** socket.io-client, loaded only when a page goes live (it is not in the first load). */
export const connectLive: ConnectLive = async () => {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', transports: ['websocket'], withCredentials: true });
};

/** A KeyValueStore on a Map: for tests, and where sessionStorage is not allowed. */
export function memoryKeyValueStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}
