import type { Lang } from './i18n/message';

/**
 * The words of the pages' heads in each language (decisions §32): names by the keys the
 * frontend's catalogues give them (`titles.*`, `shopperTitles.*`; a unit test holds both sides
 * equal), and the public pages' descriptions. Plain data: the browser's bundle may read it.
 */
export interface PageWords {
  /** The whole title of the home page. */
  home: string;
  /** The shop's description, for pages without their own. */
  description: string;
  /** A page's name, as its title shows it: `{name} | Tavico Home`. */
  names: Record<PageName, string>;
  /** The public pages' descriptions, by their name. */
  descriptions: Record<DescribedPage, string>;
  notFoundDescription: string;
  /** The service pages' names, by their slug (the owner's own words are Vietnamese). */
  services: Record<string, string>;
}

export type PageName =
  | 'homePage'
  | 'listing'
  | 'houseBrand'
  | 'suppliers'
  | 'company'
  | 'organiser'
  | 'news'
  | 'article'
  | 'product'
  | 'service'
  | 'contact'
  | 'search'
  | 'unauthorized'
  | 'notFound'
  | 'admin'
  | 'checkout'
  | 'account'
  | 'paypalReturn'
  | 'paymentSuccess'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'orderLookup'
  | 'orderPlaced'
  | 'orderFollow'
  | 'claimOrders';

export type DescribedPage = 'listing' | 'suppliers' | 'houseBrand' | 'company' | 'organiser' | 'news' | 'contact';

/** The shop's description in Vietnamese (a constant of its own: the browser's bundle drops what it does not read). */
export const defaultPageDescription =
  'Tavico Home: chợ đầu mối đồ gỗ nội thất, kết nối nhà sản xuất, nhà phân phối và nhà bán lẻ khu vực phía Nam.';

export const pageWords: Record<Lang, PageWords> = {
  vi: {
    home: 'Tavico Home – Chợ đầu mối đồ gỗ nội thất',
    description: defaultPageDescription,
    names: {
      homePage: 'Trang chủ',
      listing: 'Sản phẩm đồ gỗ nội thất',
      houseBrand: 'Nội thất Tavico',
      suppliers: 'Nhà cung cấp',
      company: 'Giới thiệu công ty',
      organiser: 'Nhà tổ chức',
      news: 'Tin tức - Sự kiện',
      article: 'Tin tức',
      product: 'Sản phẩm',
      service: 'Dịch vụ',
      contact: 'Liên hệ',
      search: 'Tìm kiếm',
      unauthorized: 'Không có quyền truy cập',
      notFound: 'Không tìm thấy trang',
      admin: 'Quản trị',
      checkout: 'Thanh toán',
      account: 'Tài khoản',
      paypalReturn: 'Thanh toán PayPal',
      paymentSuccess: 'Thanh toán thành công',
      login: 'Đăng nhập',
      register: 'Đăng ký',
      forgotPassword: 'Quên mật khẩu',
      resetPassword: 'Đặt mật khẩu mới',
      orderLookup: 'Tra cứu đơn hàng',
      orderPlaced: 'Đặt hàng thành công',
      orderFollow: 'Theo dõi đơn hàng',
      claimOrders: 'Gắn đơn hàng vào tài khoản',
    },
    descriptions: {
      listing: 'Bàn ghế, giường tủ, kệ và đồ trang trí bằng gỗ từ các nhà cung cấp của chợ Tavico Home.',
      suppliers: 'Các nhà sản xuất và phân phối đồ gỗ có sạp tại chợ đầu mối Tavico Home.',
      houseBrand: 'Sản phẩm của thương hiệu Nội thất Tavico, làm tại xưởng của công ty.',
      company: 'Công ty Cổ phần Tavico Home: chợ đầu mối đồ gỗ nội thất khu vực phía Nam.',
      organiser: 'Công ty Tavico, nhà tổ chức chợ đầu mối đồ gỗ nội thất.',
      news: 'Tin tức, sự kiện và khuyến mãi của chợ đầu mối đồ gỗ Tavico Home.',
      contact: 'Địa chỉ, hotline, e-mail và bản đồ đường đến chợ đầu mối đồ gỗ Tavico Home.',
    },
    notFoundDescription: 'Trang bạn đang tìm kiếm không tồn tại hoặc đã bị xóa.',
    services: {},
  },
  en: {
    home: 'Tavico Home – Wooden Furniture Wholesale Market',
    description:
      'Tavico Home: a wholesale market for wooden furniture, bringing together makers, distributors and retailers of southern Vietnam.',
    names: {
      homePage: 'Home',
      listing: 'Wooden furniture',
      houseBrand: 'Tavico Furniture',
      suppliers: 'Suppliers',
      company: 'About the company',
      organiser: 'The organiser',
      news: 'News & Events',
      article: 'News',
      product: 'Product',
      service: 'Services',
      contact: 'Contact',
      search: 'Search',
      unauthorized: 'Access denied',
      notFound: 'Page not found',
      admin: 'Administration',
      checkout: 'Checkout',
      account: 'Account',
      paypalReturn: 'PayPal payment',
      paymentSuccess: 'Payment successful',
      login: 'Sign in',
      register: 'Register',
      forgotPassword: 'Forgot password',
      resetPassword: 'New password',
      orderLookup: 'Track an order',
      orderPlaced: 'Order placed',
      orderFollow: 'Track your order',
      claimOrders: 'Attach orders to your account',
    },
    descriptions: {
      listing: 'Wooden tables, chairs, beds, cabinets, shelves and decor from the suppliers of the Tavico Home market.',
      suppliers: 'The makers and distributors of wooden furniture with a stall at the Tavico Home wholesale market.',
      houseBrand: 'Products of the Tavico Furniture brand, made in the company’s own workshop.',
      company: 'Tavico Home Joint Stock Company: the wooden furniture wholesale market of southern Vietnam.',
      organiser: 'Tavico Company, the organiser of the wooden furniture wholesale market.',
      news: 'News, events and offers of the Tavico Home wooden furniture market.',
      contact: 'Address, hotline, e-mail and a map of the way to the Tavico Home wooden furniture market.',
    },
    notFoundDescription: 'The page you are looking for does not exist or has been removed.',
    services: {
      'thue-mat-bang': 'Premises rental',
      'su-kien-hoi-nghi': 'Events and conferences',
      'boc-xep-dong-goi': 'Loading and packing',
      'giai-tri-an-uong': 'Entertainment and dining',
    },
  },
};
