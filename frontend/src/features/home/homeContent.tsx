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

/** The home page's fixed content: the market's services and its advantages. */
export const services = [
  {
    slug: 'giai-tri-an-uong',
    title: 'Giải trí - ăn uống',
    text: 'Cà phê, sân bóng, hồ bơi và phòng gym ngay trong khuôn viên chợ.',
    icon: <CoffeeOutlined />,
  },
  {
    slug: 'boc-xep-dong-goi',
    title: 'Bốc xếp - chuyển hàng',
    text: 'Đội bốc xếp, đóng gói và xe tải giao hàng tận nơi.',
    icon: <InboxOutlined />,
  },
  {
    slug: 'su-kien-hoi-nghi',
    title: 'Sự kiện - hội nghị',
    text: 'Hội trường cho hội chợ, ra mắt sản phẩm và hội nghị khách hàng.',
    icon: <CalendarOutlined />,
  },
  {
    slug: 'thue-mat-bang',
    title: 'Cho thuê mặt bằng',
    text: 'Sạp 120 m² cho nhà sản xuất và nhà phân phối đồ gỗ.',
    icon: <HomeOutlined />,
  },
];

export const advantages = [
  {
    title: 'Vị trí thuận tiện',
    text: 'Nằm trên trục giao thông chính, dễ dàng cho xe tải ra vào.',
    icon: <EnvironmentOutlined />,
  },
  {
    title: 'Mặt bằng rộng rãi',
    text: 'Không gian trưng bày rộng, lối đi thoáng cho khách tham quan.',
    icon: <AppstoreOutlined />,
  },
  { title: 'Giá cả hấp dẫn', text: 'Giá thuê hợp lý, hàng bán sỉ tận gốc từ nhà sản xuất.', icon: <TagsOutlined /> },
  {
    title: 'Thu hút khách hàng',
    text: 'Khách sỉ và lẻ từ khắp khu vực phía Nam tìm đến mỗi ngày.',
    icon: <TeamOutlined />,
  },
  { title: 'Logistics chu đáo', text: 'Bốc xếp, kho bãi và vận chuyển ngay tại chợ.', icon: <CarOutlined /> },
  {
    title: 'Hàng hóa đa dạng',
    text: 'Bàn, ghế, tủ, giường, sofa, đồ trang trí và gỗ nguyên liệu.',
    icon: <GiftOutlined />,
  },
];
