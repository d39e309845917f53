import {
  CoffeeOutlined,
  InboxOutlined,
  CalendarOutlined,
  HomeOutlined,
  EnvironmentOutlined,
  AppstoreOutlined,
  TagsOutlined,
  TeamOutlined,
  CarOutlined,
  GiftOutlined,
} from '@ant-design/icons';

/** The home page's fixed content: the market's services and its advantages (words in the catalogue, home.*). */
export const services = [
  {
    slug: 'giai-tri-an-uong',
    icon: <CoffeeOutlined />,
  },
  {
    slug: 'boc-xep-dong-goi',
    icon: <InboxOutlined />,
  },
  {
    slug: 'su-kien-hoi-nghi',
    icon: <CalendarOutlined />,
  },
  {
    slug: 'thue-mat-bang',
    icon: <HomeOutlined />,
  },
];

export const advantages = [
  { id: 'location', icon: <EnvironmentOutlined /> },
  { id: 'space', icon: <AppstoreOutlined /> },
  { id: 'prices', icon: <TagsOutlined /> },
  { id: 'customers', icon: <TeamOutlined /> },
  { id: 'logistics', icon: <CarOutlined /> },
  { id: 'goods', icon: <GiftOutlined /> },
];
