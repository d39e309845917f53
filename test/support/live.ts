import { io as connect, type Socket } from 'socket.io-client';
import { liveEvents, type OrderLiveEvent } from '@tavico/contracts';
import type { client } from './shop';

/** The cookie header a signed-in test client sends. */
export const cookieOf = (c: ReturnType<typeof client>) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A browser's socket with its session cookie, recording every order push it receives. */
export async function liveSocket(url: string, cookie: string) {
  const socket: Socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    forceNew: true,
    reconnection: false,
  });
  const pushes: OrderLiveEvent[] = [];
  for (const name of Object.values(liveEvents)) socket.on(name, (payload: OrderLiveEvent) => pushes.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, pushes };
}

/** Polls until the check holds; fails with the last reason after `ms`. */
export async function eventually<T>(check: () => T | Promise<T>, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
