/**
 * The storefront's pages as the server and the browser both know them: which paths are pages of
 * the app (anything else is not found, and answers 404), and each page's own title and
 * description, put into the HTML the server sends (crawlers and chat apps run no JavaScript) and
 * into the document's title as the shopper moves around.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Kept out of search engines: private, transient or staff pages. */
  noindex?: boolean;
}

const brand = 'Tavico Home';
export const defaultPageDescription =
  'Tavico Home: chợ đầu mối đồ gỗ nội thất, kết nối nhà sản xuất, nhà phân phối và nhà bán lẻ khu vực phía Nam.';
const titled = (name: string) => `${name} | ${brand}`;

/** The shop's public pages, by path (also answered under /shop, decisions §7). */
export const publicPages: Record<string, PageHead> = {
  '/': { title: `${brand} – Chợ đầu mối đồ gỗ nội thất`, description: defaultPageDescription },
  '/listing': {
    title: titled('Sản phẩm đồ gỗ nội thất'),
    description: 'Bàn ghế, giường tủ, kệ và đồ trang trí bằng gỗ từ các nhà cung cấp của chợ Tavico Home.',
  },
  '/nha-cung-cap': {
    title: titled('Nhà cung cấp'),
    description: 'Các nhà sản xuất và phân phối đồ gỗ có sạp tại chợ đầu mối Tavico Home.',
  },
  '/our-supplier/noi-that-tavico': {
    title: titled('Nội thất Tavico'),
    description: 'Sản phẩm của thương hiệu Nội thất Tavico, làm tại xưởng của công ty.',
  },
  '/gioi-thieu/cong-ty-co-phan-tavico-home': {
    title: titled('Giới thiệu công ty'),
    description: 'Công ty Cổ phần Tavico Home: chợ đầu mối đồ gỗ nội thất khu vực phía Nam.',
  },
  '/gioi-thieu/cong-ty-tavico-nha-to-chuc': {
    title: titled('Nhà tổ chức'),
    description: 'Công ty Tavico, nhà tổ chức chợ đầu mối đồ gỗ nội thất.',
  },
  '/news-events': {
    title: titled('Tin tức - Sự kiện'),
    description: 'Tin tức, sự kiện và khuyến mãi của chợ đầu mối đồ gỗ Tavico Home.',
  },
  '/contact': {
    title: titled('Liên hệ'),
    description: 'Địa chỉ, hotline, e-mail và bản đồ đường đến chợ đầu mối đồ gỗ Tavico Home.',
  },
};

/** Pages of the app that are not for search engines (signed-in, transient or staff pages). */
const privatePages: Record<string, string> = {
  '/search': 'Tìm kiếm',
  '/checkout': 'Thanh toán',
  '/account': 'Tài khoản',
  '/paypal-return': 'Thanh toán PayPal',
  '/payment-success': 'Thanh toán thành công',
  '/home': 'Trang chủ',
  '/nhacungcap': 'Nhà cung cấp',
  '/auth': 'Đăng nhập',
  '/auth/login': 'Đăng nhập',
  '/auth/register': 'Đăng ký',
  '/auth/forgot-password': 'Quên mật khẩu',
  '/auth/reset-password': 'Đặt mật khẩu mới',
  '/unauth-page': 'Không có quyền truy cập',
  '/order-lookup': 'Tra cứu đơn hàng',
  '/claim-orders': 'Gắn đơn hàng vào tài khoản',
  '/shop': 'Trang chủ',
};

/** Paths under which the app answers any page (its own guards and not-found page decide). */
const privateAreas: Record<string, string> = {
  '/admin': 'Quản trị',
  '/supplier': 'Nhà cung cấp',
  '/order-placed': 'Đặt hàng thành công',
  '/order-follow': 'Theo dõi đơn hàng',
};
/** Areas of a shopper's order, answered under /shop too (their links are made there). */
const orderAreas = ['/order-placed', '/order-follow'];

export const notFoundHead: PageHead = {
  title: titled('Không tìm thấy trang'),
  description: 'Trang bạn đang tìm kiếm không tồn tại hoặc đã bị xóa.',
  noindex: true,
};

/** What a service page needs of its service: its title and opening line. */
export type ServiceHeads = Record<string, { title: string; intro: string }>;

/**
 * The page a path shows, with its head, or null when no page of the app has that path (the
 * server answers 404 with the not-found page). Service pages are known by their slugs when the
 * services are given.
 */
export function pageHeadFor(pathname: string, services?: ServiceHeads): PageHead | null {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/shop') return { title: publicPages['/'].title, description: defaultPageDescription, noindex: true };
  const underShop = path.startsWith('/shop/');
  if (underShop) path = path.slice('/shop'.length);
  const page = publicPages[path];
  if (page) return underShop ? { ...page, noindex: true } : page;
  // A product page (its head comes from the product where the server can look it up).
  if (/^\/san-pham\/[^/]+$/.test(path)) {
    return { title: titled('Sản phẩm'), description: defaultPageDescription, ...(underShop ? { noindex: true } : {}) };
  }
  // An article (its head comes from the post where the server can look it up).
  if (/^\/news-events\/[^/]+$/.test(path)) {
    return {
      title: titled('Tin tức'),
      description: publicPages['/news-events'].description,
      ...(underShop ? { noindex: true } : {}),
    };
  }
  const service = /^\/dich-vu\/([^/]+)$/.exec(path);
  if (service) {
    // Without the services at hand (the browser's first load), any slug is taken as a service.
    const found = services ? services[service[1]] : { title: 'Dịch vụ', intro: defaultPageDescription };
    return found
      ? { title: titled(found.title), description: found.intro, ...(underShop ? { noindex: true } : {}) }
      : null;
  }
  if (privatePages[path])
    return { title: titled(privatePages[path]), description: defaultPageDescription, noindex: true };
  const area = Object.keys(privateAreas).find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (area && !(!orderAreas.includes(area) && underShop)) {
    return { title: titled(privateAreas[area]), description: defaultPageDescription, noindex: true };
  }
  return null;
}
