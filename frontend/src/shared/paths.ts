/** Client routes. Every shop path also answers under /shop (decisions §7). */
export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  unauthorized: '/unauth-page',
  listing: '/listing',
  search: '/search',
  checkout: '/shop/checkout',
  account: '/shop/account',
  paypalReturn: '/paypal-return',
  paymentSuccess: '/shop/payment-success',
  /** Cash on delivery and bank transfer: the order is placed, here is what comes next. */
  orderPlaced: (orderId: string) => `/shop/order-placed/${encodeURIComponent(orderId)}`,
  /** "Tra cứu đơn hàng": an order by its code and phone, without an account. */
  orderLookup: '/order-lookup',
  /** The link of the e-mail that attaches guest orders to the account. */
  claimOrders: '/shop/claim-orders',
  /** An order opened by the signed link of a guest's e-mail. */
  orderFollow: (token: string) => `/shop/order-follow/${encodeURIComponent(token)}`,
  company: '/gioi-thieu/cong-ty-co-phan-tavico-home',
  organiser: '/gioi-thieu/cong-ty-tavico-nha-to-chuc',
  suppliersMenu: '/nhacungcap',
  suppliers: '/nha-cung-cap',
  houseBrand: '/our-supplier/noi-that-tavico',
  news: '/news-events',
  /** A news article (its slug from the server). */
  article: (slug: string) => `/news-events/${slug}`,
  contact: '/contact',
  service: (slug: string) => `/dich-vu/${slug}`,
  /** A product's own page (its slug from the server). */
  product: (slug: string) => `/san-pham/${slug}`,
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminFeatures: '/admin/features',
  adminUsers: '/admin/users',
  adminOperations: '/admin/operations',
  adminSettings: '/admin/settings',
  adminPosts: '/admin/posts',
  adminVouchers: '/admin/vouchers',
  /** The supplier panel's index: its last 30 days and what runs low. */
  supplierDashboard: '/supplier',
  supplierOrders: '/supplier/orders',
  supplierProducts: '/supplier/products',
  supplierProfile: '/supplier/profile',
} as const;
