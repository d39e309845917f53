import { useTranslation } from 'react-i18next';
import { categories } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';

/** One entry of the header menu: a page (`to`) or only a heading, with the entries under it. */
export interface MenuEntry {
  key: string;
  label: string;
  to?: string;
  children?: MenuEntry[];
}

/** The header menu (spec §2, decisions §7): every entry leads to a real page, in the language shown. */
export function useMenuEntries(): MenuEntry[] {
  const { t } = useTranslation();
  const page = (to: string, label: string, children?: MenuEntry[]): MenuEntry => ({ key: to, to, label, children });
  return [
    page(paths.home, t('menu.home')),
    page(
      paths.listing,
      t('menu.products'),
      categories.map((c) => page(`${paths.listing}?category=${c.id}`, t(`categories.${c.id}`))),
    ),
    {
      ...page(paths.company, t('menu.about')),
      key: 'gioi-thieu',
      children: [page(paths.company, t('menu.company')), page(paths.organiser, t('menu.organiser'))],
    },
    {
      ...page(paths.suppliersMenu, t('menu.suppliers')),
      key: 'nha-cung-cap',
      children: [page(paths.suppliers, t('menu.marketSuppliers')), page(paths.houseBrand, t('menu.houseBrand'))],
    },
    {
      key: 'dich-vu',
      label: t('menu.services.title'),
      children: ['thue-mat-bang', 'su-kien-hoi-nghi', 'boc-xep-dong-goi', 'giai-tri-an-uong'].map((slug) =>
        page(paths.service(slug), t(`menu.services.${slug}`)),
      ),
    },
    page(paths.news, t('menu.news')),
    page(paths.contact, t('menu.contact')),
  ];
}
