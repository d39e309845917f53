import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, delay, getContext, race, take } from 'redux-saga/effects';
import { liveControl, liveEvents, liveQuietSeconds, type OrderLiveEvent } from '@tavico/contracts/client';
import type { ConnectLive, LiveSocket } from './services';

/**
 * What a screen's live part hears (the shopper's account, the admin's order feed and a supplier's
 * orders follow one socket each): order pushes unless the screen listens to other events.
 */
export type LiveMessage<P = OrderLiveEvent> = { kind: 'connect' } | { kind: 'disconnect' } | { kind: 'push'; push: P };
/** What the socket says, heartbeats included (they only keep the watch below quiet). */
export type ChannelMessage<P = OrderLiveEvent> = LiveMessage<P> | { kind: 'heartbeat' };

/** The order events every order screen hears. */
const orderEventNames: readonly string[] = Object.values(liveEvents);

/**
 * One socket's connects and pushes as a channel; closing the channel disconnects the socket. A
 * `resync` (the server's link to the other instances was lost and is back: pushes may have been
 * missed) reads as a new connect, so the screen fetches again.
 */
export function liveChannel<P = OrderLiveEvent>(
  socket: LiveSocket,
  events: readonly string[] = orderEventNames,
): EventChannel<ChannelMessage<P>> {
  return eventChannel<ChannelMessage<P>>((emit) => {
    socket.on('connect', () => emit({ kind: 'connect' }));
    socket.on('disconnect', () => emit({ kind: 'disconnect' }));
    socket.on(liveControl.resync, () => emit({ kind: 'connect' }));
    socket.on(liveControl.heartbeat, () => emit({ kind: 'heartbeat' }));
    for (const name of events) socket.on(name, (push: unknown) => emit({ kind: 'push', push: push as P }));
    return () => void socket.disconnect();
  });
}

/**
 * Follows one socket while the calling screen is open: each connect, disconnect and push goes to
 * `handle`; if the socket library cannot load, `unavailable` runs instead. Cancelling disconnects.
 * `events` names the pushes heard (the order events unless said).
 */
export function* followLive<P = OrderLiveEvent>(
  handle: (message: LiveMessage<P>) => Generator,
  unavailable: () => Generator,
  events: readonly string[] = orderEventNames,
) {
  const connectLive: ConnectLive = yield getContext('connectLive');
  let channel: EventChannel<ChannelMessage<P>> | null = null;
  try {
    const socket: LiveSocket = yield call(connectLive);
    channel = liveChannel<P>(socket, events);
    let connected = false;
    while (true) {
      const { message }: { message?: ChannelMessage<P> } = yield race({
        message: take(channel),
        quiet: delay(liveQuietSeconds * 1000),
      });
      // Connected, yet no heartbeat or push for a while: pushes may be lost on the way, so fetch again.
      if (!message) {
        if (connected) yield* handle({ kind: 'connect' });
        continue;
      }
      if (message.kind === 'connect') connected = true;
      if (message.kind === 'disconnect') connected = false;
      if (message.kind === 'heartbeat') continue;
      yield* handle(message);
    }
  } catch {
    yield* unavailable();
  } finally {
    if ((yield cancelled()) as boolean) channel?.close();
  }
}
