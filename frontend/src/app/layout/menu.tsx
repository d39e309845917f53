import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categories } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';

const link = (to: string, label: string) => <Link to={to}>{label}</Link>;

/** The header menu (spec §2, decisions §7): every entry leads to a real page, in the language shown. */
export function useMenuItems(): MenuProps['items'] {
  const { t } = useTranslation();
  const service = (slug: string) => ({
    key: paths.service(slug),
    label: link(paths.service(slug), t(`menu.services.${slug}`)),
  });
  return [
    { key: paths.home, label: link(paths.home, t('menu.home')) },
    {
      key: paths.listing,
      label: link(paths.listing, t('menu.products')),
      children: categories.map((c) => ({
        key: `${paths.listing}?category=${c.id}`,
        label: link(`${paths.listing}?category=${c.id}`, t(`categories.${c.id}`)),
      })),
    },
    {
      key: 'gioi-thieu',
      label: link(paths.company, t('menu.about')),
      children: [
        { key: paths.company, label: link(paths.company, t('menu.company')) },
        { key: paths.organiser, label: link(paths.organiser, t('menu.organiser')) },
      ],
    },
    {
      key: 'nha-cung-cap',
      label: link(paths.suppliersMenu, t('menu.suppliers')),
      children: [
        { key: paths.suppliers, label: link(paths.suppliers, t('menu.marketSuppliers')) },
        { key: paths.houseBrand, label: link(paths.houseBrand, t('menu.houseBrand')) },
      ],
    },
    {
      key: 'dich-vu',
      label: t('menu.services.title'),
      children: ['thue-mat-bang', 'su-kien-hoi-nghi', 'boc-xep-dong-goi', 'giai-tri-an-uong'].map(service),
    },
    { key: paths.news, label: link(paths.news, t('menu.news')) },
    { key: paths.contact, label: link(paths.contact, t('menu.contact')) },
  ];
}
