import type { ReactNode } from 'react';
import { selectShopCurrency } from '../features/settings/settingsSlice';
import { CurrencyProvider } from '../shared/money';
import { useAppSelector } from './hooks';

/** Gives every screen the shop's currency as the settings slice knows it (decisions §31). */
export function ShopCurrency({ children }: { children: ReactNode }) {
  return <CurrencyProvider currency={useAppSelector(selectShopCurrency)}>{children}</CurrencyProvider>;
}
