export interface SiteService {
  title: string;
  intro: string;
  cards: { title: string; text: string }[];
  highlight?: string;
  rent?: boolean;
}

/**
 * The four service pages (spec §2 and decisions §7), by slug: shown by the service pages and
 * told by the chat assistant. Its own entry, so the storefront loads it with those pages only.
 */
export const siteServices: Record<string, SiteService> = {
  'giai-tri-an-uong': {
    title: 'Giải trí - ăn uống',
    intro: 'Khu giải trí và ăn uống ngay trong khuôn viên chợ, cho khách hàng, nhà cung cấp và gia đình.',
    cards: [
      { title: 'Quán cà phê', text: 'Không gian gỗ ấm cúng để gặp gỡ, bàn chuyện làm ăn.' },
      { title: 'Hội trường sự kiện', text: 'Tiệc, hội nghị khách hàng và ra mắt sản phẩm.' },
      { title: 'Sân bóng đá', text: 'Sân cỏ nhân tạo mini, mở cửa đến tối.' },
      { title: 'Hồ bơi', text: 'Hồ bơi ngoài trời cho người lớn và trẻ em.' },
      { title: 'Phòng gym', text: 'Trang thiết bị hiện đại, huấn luyện viên hướng dẫn.' },
    ],
    highlight: 'Không gian hơn 1.000 m² dành cho giải trí và ăn uống.',
  },
  'thue-mat-bang': {
    title: 'Cho thuê mặt bằng',
    intro: 'Sạp trưng bày cho nhà sản xuất và nhà phân phối đồ gỗ, có kho và dịch vụ hậu cần đi kèm.',
    cards: [
      { title: 'Sạp tiêu chuẩn', text: 'Diện tích 120 m², mặt tiền lối đi chính.' },
      { title: 'Kho chứa hàng', text: 'Kho khô ráo, có bảo vệ 24/7.' },
      { title: 'Hỗ trợ bán hàng', text: 'Quảng bá chung và kết nối khách sỉ cho mọi gian hàng.' },
    ],
    rent: true,
  },
  'su-kien-hoi-nghi': {
    title: 'Sự kiện - hội nghị',
    intro: 'Hội trường và sân trưng bày cho hội chợ đồ gỗ, hội nghị khách hàng và sự kiện doanh nghiệp.',
    cards: [
      { title: 'Hội trường', text: 'Sức chứa đến 500 khách, âm thanh ánh sáng đầy đủ.' },
      { title: 'Sân trưng bày', text: 'Không gian ngoài trời cho hội chợ và triển lãm.' },
      { title: 'Trọn gói', text: 'Trang trí, tiệc và hậu cần do đội ngũ Tavico lo.' },
    ],
  },
  'boc-xep-dong-goi': {
    title: 'Bốc xếp - đóng gói',
    intro: 'Bốc xếp, đóng gói chống va đập và vận chuyển đồ gỗ đi khắp các tỉnh phía Nam.',
    cards: [
      { title: 'Bốc xếp', text: 'Đội bốc xếp túc trực tại chợ từ sáng đến tối.' },
      { title: 'Đóng gói', text: 'Màng xốp, thùng carton và khung gỗ cho hàng cồng kềnh.' },
      { title: 'Vận chuyển', text: 'Xe tải các cỡ, giao tận nơi và lắp đặt.' },
    ],
  },
};
