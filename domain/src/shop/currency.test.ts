import { shopCurrencyDecider as decider } from './currency';
import type { ShopCurrencyEvent } from '@tavico/contracts';

const chosen = (events: ShopCurrencyEvent[]) => events.reduce(decider.evolve, decider.initialState);

describe('the shop currency (decisions §31)', () => {
  it('records the configured currency at a first start on an empty log', () => {
    expect(decider.decide({ type: 'ChooseShopCurrency', configured: 'VND', logHasEvents: false }, chosen([]))).toEqual([
      { type: 'ShopCurrencyChosen', data: { currency: 'VND', why: 'configured' } },
    ]);
  });

  it('records dollars for a log written before the currency was recorded, whatever is configured', () => {
    expect(decider.decide({ type: 'ChooseShopCurrency', configured: 'VND', logHasEvents: true }, chosen([]))).toEqual([
      { type: 'ShopCurrencyChosen', data: { currency: 'USD', why: 'legacy-log' } },
    ]);
  });

  it('never changes a recorded currency: a later start with another setting records nothing', () => {
    const state = chosen([{ type: 'ShopCurrencyChosen', data: { currency: 'VND', why: 'configured' } }]);
    expect(state.currency).toBe('VND');
    expect(decider.decide({ type: 'ChooseShopCurrency', configured: 'USD', logHasEvents: true }, state)).toEqual([]);
  });
});
