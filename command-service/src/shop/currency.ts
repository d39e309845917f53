import { ConcurrencyError, type EventStore } from '@tavico/infrastructure';
import { streams, type RecordedEvent, type ShopCurrency, type ShopCurrencyEvent } from '@tavico/contracts';
import { shopCurrencyDecider as decider } from '@tavico/domain';

/**
 * The currency the shop sells in (decisions §31), read from the log, recorded there at the first
 * start: SHOP_CURRENCY on an empty log, dollars on a log written before currencies were recorded.
 * Called before anything else is written, so a demo seed or an admin account never makes a new
 * shop's log look old. Two services starting at once agree: the second append loses the race and
 * reads what the first recorded.
 */
export async function ensureShopCurrency(
  eventStore: EventStore,
  configured: ShopCurrency,
  system: { id: () => string; now: () => string },
): Promise<ShopCurrency> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // The stream holds this decider's events only.
    const recorded = (await eventStore.readStream(streams.shopCurrency)) as RecordedEvent<ShopCurrencyEvent>[];
    const state = recorded.reduce(decider.evolve, decider.initialState);
    if (state.currency) return state.currency;
    const logHasEvents = (await eventStore.headPosition()) !== null;
    const events = decider.decide({ type: 'ChooseShopCurrency', configured, logHasEvents }, state);
    try {
      await eventStore.append(
        streams.shopCurrency,
        events.map((event) => ({
          ...event,
          id: system.id(),
          metadata: {
            actorId: null,
            actorRole: null,
            correlationId: system.id(),
            causationId: null,
            time: system.now(),
          },
        })),
        'no_stream',
      );
    } catch (error) {
      if (error instanceof ConcurrencyError) continue;
      throw error;
    }
    const [chosen] = events;
    if (chosen) return chosen.data.currency;
  }
  throw new Error('The shop currency could not be recorded: the shop-currency stream keeps changing');
}
