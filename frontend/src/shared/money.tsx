import { createContext, useContext, type ReactNode } from 'react';
import {
  currencyRules,
  defaultShopCurrency,
  formatMoney,
  isShopCurrency,
  toMinor,
  type ShopCurrency,
} from '@tavico/contracts/client';

/** An amount as the API gives it (major units) through contracts' one formatter: `15.490.000 ₫`, `$619.00`. */
export const moneyText = (amount: number, currency: ShopCurrency): string =>
  formatMoney(toMinor(amount, currency), currency);

/**
 * The shop's currency as the page was served with it (the server writes it into the head), so the
 * first paint already shows the right one; đồng without it (the dev server).
 */
export function pageCurrency(): ShopCurrency {
  const given =
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="shop-currency"]')?.getAttribute('content');
  return isShopCurrency(given) ? given : defaultShopCurrency;
}

const CurrencyContext = createContext<ShopCurrency>(defaultShopCurrency);

/** Gives the components below the shop's currency (the app sets it from the settings it read). */
export function CurrencyProvider({ currency, children }: { currency: ShopCurrency; children: ReactNode }) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The shop's currency. */
export const useShopCurrency = (): ShopCurrency => useContext(CurrencyContext);

/** Formats amounts of the shop's currency (a product's price, a cart, the dashboards). */
export function useMoney(): (amount: number) => string {
  const currency = useShopCurrency();
  return (amount) => moneyText(amount, currency);
}

/** The currency's symbol and input rules, for forms and filters. */
export const useCurrencyRules = () => currencyRules[useShopCurrency()];
