import type { ShopCurrency, ShopCurrencyEvent } from '@tavico/contracts';
import type { Decider } from '../decider';

/** `shop-currency`: the currency the shop sells in, once chosen (decisions §31); null before. */
export type ShopCurrencyState = { currency: ShopCurrency | null };

/**
 * At every start: the configured currency (SHOP_CURRENCY) is recorded once, at the first start.
 * A log that already holds events but no currency was written when the shop sold in dollars: its
 * amounts are cents, so dollars are recorded whatever is configured now.
 */
export type ChooseShopCurrency = { type: 'ChooseShopCurrency'; configured: ShopCurrency; logHasEvents: boolean };

export const shopCurrencyDecider: Decider<ShopCurrencyState, ChooseShopCurrency, ShopCurrencyEvent> = {
  name: 'shop-currency@1',
  initialState: { currency: null },
  evolve: (_state, event) => ({ currency: event.data.currency }),
  decide(command, state) {
    if (state.currency) return [];
    return [
      {
        type: 'ShopCurrencyChosen',
        data: command.logHasEvents
          ? { currency: 'USD', why: 'legacy-log' }
          : { currency: command.configured, why: 'configured' },
      },
    ];
  },
};
