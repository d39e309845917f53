import MiniSearch from 'minisearch';
import {
  formatVnd,
  siteServices,
  siteSettings,
  socialNetworks,
  stallRent,
  type ChatLink,
  type SiteSettings,
} from '@tavico/contracts';
import { indexOptions, matchOptions } from './productIndex';
import { chatWords, rentInEnglish, serviceIn } from './words';

/**
 * One thing the shop can tell: what it is called, the words people ask it with, and the answer,
 * written from the owner's settings as they are when asked (a value not set is not said).
 */
export interface Fact {
  id: string;
  title: string;
  keywords: string;
  answer: (settings: SiteSettings) => string;
  /** The same answer in English (decisions §32). */
  english: (settings: SiteSettings) => string;
  links: ChatLink[];
}

/** The shop's pages the assistant points to. */
export const links = {
  login: { label: 'Đăng nhập', href: '/auth/login' },
  account: { label: 'Xem đơn hàng trong Tài khoản', href: '/shop/account' },
  company: { label: 'Giới thiệu công ty', href: '/gioi-thieu/cong-ty-co-phan-tavico-home' },
  organiser: { label: 'Nhà tổ chức chợ đầu mối', href: '/gioi-thieu/cong-ty-tavico-nha-to-chuc' },
  contact: { label: 'Trang Liên hệ', href: '/contact' },
  suppliers: { label: 'Danh sách nhà cung cấp', href: '/nha-cung-cap' },
  listing: { label: 'Xem tất cả sản phẩm', href: '/listing' },
  service: (slug: string) => ({ label: siteServices[slug]?.title ?? slug, href: `/dich-vu/${slug}` }),
};

/** Where to call: the hotlines when set, else the contact page. */
export const callUs = (settings: Pick<SiteSettings, 'hotlines'>): string => chatWords.vi.callUs(settings.hotlines);
const callUsInEnglish = (settings: Pick<SiteSettings, 'hotlines'>): string => chatWords.en.callUs(settings.hotlines);

const rent = (settings: SiteSettings) =>
  `Giá thuê sạp tại chợ đầu mối là ${formatVnd(stallRent.pricePerSquareMetreVnd)} mỗi m² mỗi tháng; ` +
  `mỗi sạp rộng ${stallRent.squareMetresPerStall} m², tức ${formatVnd(stallRent.pricePerStallVnd)} mỗi sạp mỗi tháng. ` +
  `Sạp có mặt tiền lối đi chính, kho chứa hàng và hỗ trợ bán hàng đi kèm. Bạn ${callUs(settings)} để đăng ký thuê.`;

/** How to reach the shop, from the values the owner has set. */
function contactAnswer(s: SiteSettings): string {
  const reach = [s.hotlines.length > 0 ? `hotline ${s.hotlines.join(' hoặc ')}` : '', s.email ? `email ${s.email}` : '']
    .filter(Boolean)
    .join(', ');
  const visit = s.address ? `đến ${s.address}` : '';
  const ways = reach && visit ? `qua ${reach}, hoặc ${visit}` : reach ? `qua ${reach}` : visit || 'qua trang Liên hệ';
  const networks = socialNetworks.filter((n) => s.social[n.id]).map((n) => n.label);
  return (
    `Bạn liên hệ Tavico ${ways}.` + (networks.length > 0 ? ` Tavico cũng có mặt trên ${networks.join(', ')}.` : '')
  );
}

/** How to reach the shop, in English. */
function contactInEnglish(s: SiteSettings): string {
  const reach = [
    s.hotlines.length > 0 ? `the hotline ${s.hotlines.join(' or ')}` : '',
    s.email ? `e-mail ${s.email}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const visit = s.address ? `come to ${s.address}` : '';
  const ways =
    reach && visit ? `through ${reach}, or ${visit}` : reach ? `through ${reach}` : visit || 'through the Contact page';
  const networks = socialNetworks.filter((n) => s.social[n.id]).map((n) => n.label);
  return `You can reach Tavico ${ways}.` + (networks.length > 0 ? ` Tavico is also on ${networks.join(', ')}.` : '');
}

/** A service page; "dịch vụ" with its own words points to it rather than to the list of services. */
const serviceFact = (slug: string, keywords: string): Fact => {
  const s = siteServices[slug];
  const cards = s.cards.map((c) => `${c.title}: ${c.text.replace(/\.$/, '')}`).join('; ');
  return {
    id: `service-${slug}`,
    title: s.title,
    keywords: `dịch vụ ${keywords}`,
    answer: (settings) =>
      `${s.intro} ${cards}.${s.highlight ? ` ${s.highlight}` : ''}${s.rent ? ` ${rent(settings)}` : ''}`,
    english: (settings) =>
      `Tavico offers ${serviceIn('en', slug)}: its page tells what is included.` +
      (s.rent ? ` ${rentInEnglish(callUsInEnglish(settings))}` : ` For details, ${callUsInEnglish(settings)}.`),
    links: [links.service(slug)],
  };
};

/** What the company and service pages, the footer and the rent figures say, as facts. */
export const siteFacts: Fact[] = [
  {
    id: 'company',
    title: `Giới thiệu ${siteSettings.companyName}`,
    keywords:
      'công ty tavico home là ai giới thiệu lịch sử về chúng tôi thương hiệu doanh nghiệp about company who history',
    answer: ({ companyName }) =>
      `${companyName} xây dựng chợ đầu mối đồ gỗ nội thất: nơi nhà sản xuất, nhà phân phối và nhà bán lẻ ` +
      'gặp nhau, xem hàng tận nơi và giao dịch với giá sỉ. Hàng trăm gian hàng trưng bày bàn ghế, tủ kệ, giường, sofa, ' +
      'đồ trang trí và gỗ nguyên liệu; Tavico lo mặt bằng, kho bãi, bốc xếp và vận chuyển.',
    english: ({ companyName }) =>
      `${companyName} runs a wholesale market for wooden furniture, where makers, distributors and retailers meet, ` +
      'see the goods in person and trade at wholesale prices. Hundreds of stalls show tables and chairs, cabinets, beds, ' +
      'sofas, decor and raw timber; Tavico provides the premises, storage, loading and transport.',
    links: [links.company],
  },
  {
    id: 'showroom',
    title: 'Showroom và địa chỉ',
    keywords:
      'showroom địa chỉ cửa hàng chỗ nào nằm đường đi tham quan xem hàng trực tiếp biên hòa đồng nai bản đồ address where location map visit',
    answer: ({ openingHours, address }) =>
      `Showroom của Tavico đặt tại ${siteSettings.showroom}${openingHours ? `, mở cửa ${openingHours}` : ''}. ` +
      `${address ? `Địa chỉ: ${address}. ` : ''}Bạn có thể đến tham quan, chọn mẫu và đặt hàng trực tiếp.`,
    english: ({ openingHours, address }) =>
      `The Tavico showroom is at ${siteSettings.showroom}${openingHours ? `, open ${openingHours}` : ''}. ` +
      `${address ? `Address: ${address}. ` : ''}You can visit, choose your models and order in person.`,
    links: [links.contact, links.company],
  },
  {
    id: 'hours',
    title: 'Giờ mở cửa',
    keywords: 'giờ mở cửa đóng cửa mấy giờ thời gian làm việc chủ nhật ngày lễ hôm nay opening hours open close sunday',
    answer: ({ openingHours }) =>
      openingHours
        ? `Showroom và chợ mở cửa ${openingHours}. Ngoài giờ, bạn vẫn đặt hàng trên website bất cứ lúc nào.`
        : 'Bạn đặt hàng trên website bất cứ lúc nào; giờ mở cửa của showroom có trên trang Liên hệ.',
    english: ({ openingHours }) =>
      openingHours
        ? `The showroom and the market are open ${openingHours}. Outside those hours you can still order on the website at any time.`
        : 'You can order on the website at any time; the showroom’s opening hours are on the Contact page.',
    links: [links.contact],
  },
  {
    id: 'contact',
    title: 'Liên hệ',
    keywords:
      'liên hệ hotline số điện thoại gọi email mail zalo facebook youtube tiktok tư vấn hỗ trợ chăm sóc khách hàng contact phone call',
    answer: contactAnswer,
    english: contactInEnglish,
    links: [links.contact],
  },
  {
    id: 'rent',
    title: 'Giá thuê sạp',
    keywords:
      'thuê sạp gian hàng mặt bằng kiot ki ốt quầy giá thuê m2 mét vuông diện tích phí mở sạp đăng ký bán hàng rent stall booth',
    answer: rent,
    english: (settings) => rentInEnglish(callUsInEnglish(settings)),
    links: [links.service('thue-mat-bang'), links.organiser],
  },
  {
    id: 'market',
    title: 'Chợ đầu mối đồ gỗ',
    keywords:
      'chợ đầu mối bán sỉ buôn giá sỉ nhà cung cấp làng nghề nhà tổ chức mô hình đại lý wholesale market supplier',
    answer: () =>
      'Chợ đầu mối gỗ gom nhà sản xuất và nhà phân phối về một nơi: người bán có sạp trưng bày, kho và dịch vụ hậu cần; ' +
      'người mua so sánh hàng trăm mẫu trong một buổi và nhận giá tận gốc. Tavico là đơn vị tổ chức: quy hoạch khu sạp, ' +
      'vận hành, an ninh, quảng bá và kết nối khách sỉ.',
    english: () =>
      'A wholesale timber market brings makers and distributors together in one place: sellers get a stall, storage and ' +
      'logistics; buyers compare hundreds of models in one visit at source prices. Tavico organises it: the stalls, ' +
      'operations, security, promotion and wholesale buyers.',
    links: [links.organiser, links.suppliers],
  },
  {
    id: 'services',
    title: 'Dịch vụ',
    keywords: 'dịch vụ tiện ích có những gì services',
    answer: () =>
      `Tavico có các dịch vụ: ${Object.values(siteServices)
        .map((s) => s.title)
        .join(', ')}. Bạn chọn một dịch vụ để xem chi tiết.`,
    english: () =>
      `Tavico offers these services: ${Object.keys(siteServices)
        .map((slug) => serviceIn('en', slug))
        .join(', ')}. Choose one to see the details.`,
    links: Object.keys(siteServices).map(links.service),
  },
  serviceFact(
    'giai-tri-an-uong',
    'giải trí ăn uống cà phê cafe quán hội trường sân bóng đá hồ bơi bể bơi gym thể hình tập',
  ),
  serviceFact('su-kien-hoi-nghi', 'sự kiện hội nghị hội chợ triển lãm tiệc thuê hội trường sân trưng bày'),
  serviceFact('boc-xep-dong-goi', 'bốc xếp đóng gói vận chuyển giao hàng ship xe tải lắp đặt tỉnh phí giao'),
  {
    id: 'ordering',
    title: 'Cách đặt hàng và thanh toán',
    keywords:
      'cách đặt hàng mua hàng thế nào làm sao thanh toán paypal trả tiền giỏ hàng checkout hướng dẫn how buy pay payment cart',
    answer: () =>
      'Bạn đăng nhập, thêm sản phẩm vào giỏ hàng, chọn một địa chỉ giao hàng (lưu được tối đa 3 địa chỉ) rồi thanh toán ' +
      'qua PayPal. Đơn chưa thanh toán được giữ hàng trong một thời gian ngắn; sau khi thanh toán, bạn theo dõi trạng thái ' +
      'đơn ngay trong trang Tài khoản.',
    english: () =>
      'Add products to your cart, choose a delivery address and pay: cash on delivery, bank transfer or PayPal; you can ' +
      'buy as a guest or with an account. An unpaid order holds its products for a short while; you follow its status ' +
      'from the link in your e-mail or in your account.',
    links: [links.listing],
  },
];

/** The facts in a MiniSearch index; a question finds the fact most of its words point to. */
export function siteKnowledge(facts: Fact[] = siteFacts) {
  const index = new MiniSearch<Fact>({
    fields: ['title', 'keywords'],
    ...indexOptions,
    // Any of the words: the fact most of them point to wins.
    searchOptions: { ...matchOptions, combineWith: 'OR', boost: { title: 2 } },
  });
  index.addAll(facts);
  const byId = new Map(facts.map((f) => [f.id, f]));
  return {
    /** The best fact for these terms and the share of the terms it matched (0 to 1). */
    best(terms: string[]): { fact: Fact; coverage: number } | null {
      if (terms.length === 0) return null;
      const [top] = index.search(terms.join(' '));
      if (!top) return null;
      return { fact: byId.get(String(top.id))!, coverage: top.queryTerms.length / terms.length };
    },
  };
}

export type SiteKnowledge = ReturnType<typeof siteKnowledge>;
