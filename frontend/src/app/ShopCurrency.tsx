import type { ReactNode } from 'react';
import type { ShopCurrency as Currency } from '@tavico/contracts/client';
import { useSettingsCurrency } from '../features/settings/useSiteSettings';
import { CurrencyProvider, pageCurrency } from '../shared/money';

/**
 * Gives every screen the shop's currency (decisions §31) as the settings answered it; before
 * that, as the page was served (`served`, the page's head unless a test names one).
 */
export function ShopCurrency({ children, served }: { children: ReactNode; served?: Currency }) {
  const currency = useSettingsCurrency() ?? served ?? pageCurrency();
  return <CurrencyProvider currency={currency}>{children}</CurrencyProvider>;
}
