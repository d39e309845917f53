import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { categories } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';

const link = (to: string, label: string) => <Link to={to}>{label}</Link>;

/** The header menu (spec §2, decisions §7): every entry leads to a real page. */
export const menuItems: MenuProps['items'] = [
  { key: paths.home, label: link(paths.home, 'Trang chủ') },
  {
    key: paths.listing,
    label: link(paths.listing, 'Sản phẩm'),
    children: categories.map((c) => ({
      key: `${paths.listing}?category=${c.id}`,
      label: link(`${paths.listing}?category=${c.id}`, c.label),
    })),
  },
  {
    key: 'gioi-thieu',
    label: link(paths.company, 'Giới thiệu'),
    children: [
      { key: paths.company, label: link(paths.company, 'Công ty Cổ phần Tavico Home') },
      { key: paths.organiser, label: link(paths.organiser, 'Công ty Tavico – Nhà tổ chức') },
    ],
  },
  {
    key: 'nha-cung-cap',
    label: link(paths.suppliersMenu, 'Nhà cung cấp'),
    children: [
      { key: paths.suppliers, label: link(paths.suppliers, 'Nội thất chợ đầu mối') },
      { key: paths.houseBrand, label: link(paths.houseBrand, 'Nội thất Tavico') },
    ],
  },
  {
    key: 'dich-vu',
    label: 'Dịch vụ',
    children: [
      { key: paths.service('thue-mat-bang'), label: link(paths.service('thue-mat-bang'), 'Cho thuê mặt bằng') },
      { key: paths.service('su-kien-hoi-nghi'), label: link(paths.service('su-kien-hoi-nghi'), 'Sự kiện – hội nghị') },
      { key: paths.service('boc-xep-dong-goi'), label: link(paths.service('boc-xep-dong-goi'), 'Bốc xếp – đóng gói') },
      { key: paths.service('giai-tri-an-uong'), label: link(paths.service('giai-tri-an-uong'), 'Giải trí – ăn uống') },
    ],
  },
  { key: paths.news, label: link(paths.news, 'Tin tức - Sự kiện') },
  { key: paths.contact, label: link(paths.contact, 'Liên hệ') },
];
