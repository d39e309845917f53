import { useTranslation } from 'react-i18next';
import { localeOf, type Language } from './i18n';

/**
 * What the back office's day charts share: each day labelled as `dd/mm`, and the money axis in
 * short numbers of the shop's currency (15 Tr, 1,2 T; 15M, 1.2B in English).
 */
export function useDayChart<D extends { day: string }>(days: D[]) {
  const { i18n } = useTranslation();
  const short = new Intl.NumberFormat(localeOf(i18n.language as Language), { notation: 'compact' });
  return {
    data: days.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` })),
    shortNumber: (value: number) => short.format(value),
  };
}
