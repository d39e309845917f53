/** The HTTP routes, as the spec's call table names them. */
export const apiRoutes = {
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    checkAuth: '/api/auth/check-auth',
  },
  adminProducts: {
    add: '/api/admin/products/add',
    get: '/api/admin/products/get',
    edit: '/api/admin/products/edit/:id',
    delete: '/api/admin/products/delete/:id',
  },
  supplierProducts: {
    add: '/api/supplier/products/add',
    get: '/api/supplier/products/get',
    edit: '/api/supplier/products/edit/:id',
    delete: '/api/supplier/products/delete/:id',
  },
  adminOrders: {
    list: '/api/admin/orders/get',
    details: '/api/admin/orders/details/:id',
    update: '/api/admin/orders/update/:id',
    history: '/api/admin/orders/history/:id',
  },
  adminDashboard: {
    get: '/api/admin/dashboard',
  },
  adminUsers: {
    list: '/api/admin/users',
    role: '/api/admin/users/:id/role',
  },
  shop: {
    products: '/api/shop/products/get',
    product: '/api/shop/products/get/:id',
    filters: '/api/shop/products/filters',
    search: '/api/shop/search/:keyword',
    addReview: '/api/shop/review/add',
    cartAdd: '/api/shop/cart/add',
    cartGet: '/api/shop/cart/get/:userId',
    cartUpdate: '/api/shop/cart/update-cart',
    cartDelete: '/api/shop/cart/:userId/:productId',
    addressAdd: '/api/shop/address/add',
    addressGet: '/api/shop/address/get/:userId',
    addressUpdate: '/api/shop/address/update/:userId/:addressId',
    addressDelete: '/api/shop/address/delete/:userId/:addressId',
    reviews: '/api/shop/review/:productId',
    orderCreate: '/api/shop/order/create',
    orderCapture: '/api/shop/order/capture',
    orderList: '/api/shop/order/list/:userId',
    orderDetails: '/api/shop/order/details/:orderId',
  },
  /** The built-in payment provider's approval page (outside /api: a page, served by the command service). */
  sandboxPayment: {
    page: '/sandbox-pay/:paymentId',
    approve: '/sandbox-pay/:paymentId/approve',
    cancel: '/sandbox-pay/:paymentId/cancel',
  },
  banners: {
    list: '/api/common/feature/get',
    add: '/api/common/feature/add',
    delete: '/api/common/feature/delete/:id',
  },
  suppliers: {
    list: '/api/suppliers',
    profile: '/api/supplier/profile',
  },
  /** Operations: projections' figures and read-model rebuilds (admin). */
  adminOps: {
    status: '/api/admin/ops/status',
    rebuild: '/api/admin/ops/rebuild',
    rebuildJob: '/api/admin/ops/rebuild/:jobId',
  },
  /** The shop's chat assistant (a POST that only reads: served by the query service). */
  chatBot: {
    ask: '/api/chat-bot/ask',
  },
  images: {
    upload: '/api/admin/products/upload-image',
    supplierUpload: '/api/supplier/products/upload-image',
    file: '/uploads/:name',
  },
} as const;

/** The envelope every JSON answer uses. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
}

/** Header a client sends with the position a command answered, to read its own write. */
export const minPositionHeader = 'X-Min-Position';
/** Header the query side answers with when it could not reach that position in time. */
export const staleHeader = 'X-Read-Stale';
