/** The HTTP routes, as the spec's call table names them. */
export const apiRoutes = {
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    checkAuth: '/api/auth/check-auth',
    /** `{ email }`: sends a reset link if the e-mail has an account; the same answer either way. */
    forgotPassword: '/api/auth/forgot-password',
    /** `{ token, password }`: a new password from a reset link; every session ends. */
    resetPassword: '/api/auth/reset-password',
    /** PUT `{ currentPassword, newPassword }`, signed in: the other sessions end, this one stays. */
    changePassword: '/api/auth/change-password',
    /** POST: a guest session (a cart without an account); the session already held, if any. */
    guest: '/api/auth/guest',
    /** PUT `{ userName, email }`, a guest: where its orders' e-mails go. */
    guestContact: '/api/auth/guest/contact',
    /** POST, signed in: e-mails the account a link attaching guest orders placed with its e-mail. */
    claimOrdersRequest: '/api/auth/claim-orders/request',
    /** POST `{ token }`, signed in to the account the link was sent to: attaches the orders. */
    claimOrders: '/api/auth/claim-orders',
  },
  adminProducts: {
    add: '/api/admin/products/add',
    get: '/api/admin/products/get',
    edit: '/api/admin/products/edit/:id',
    delete: '/api/admin/products/delete/:id',
    /** Puts the product in the home page's showroom, or takes it off: `{ featured: boolean }`. */
    feature: '/api/admin/products/feature/:id',
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
    paymentReceived: '/api/admin/orders/payment-received/:id',
    /** Staff confirm a cash-on-delivery order after phoning its buyer. */
    confirm: '/api/admin/orders/confirm/:id',
    history: '/api/admin/orders/history/:id',
    /** The order's sales invoice (hóa đơn bán hàng) as a PDF: admins and auditors. */
    invoice: '/api/admin/orders/:id/invoice.pdf',
    /** The order's packing slip as a PDF: admins and auditors; a supplier gets its own lines'. */
    packingSlip: '/api/admin/orders/:id/packing-slip.pdf',
    /** The orders placed on the shop days `from`..`to` (YYYY-MM-DD), a row per line, as CSV. */
    exportCsv: '/api/admin/orders/export.csv',
    /** Refund what an order owes: PayPal through the provider; cash and transfers recorded with a reference. */
    refund: '/api/admin/orders/:id/refund',
    returnApprove: '/api/admin/orders/:id/returns/:returnId/approve',
    returnRefuse: '/api/admin/orders/:id/returns/:returnId/refuse',
    /** The goods are back: their units go back on the products, and the refund follows. */
    returnReceive: '/api/admin/orders/:id/returns/:returnId/receive',
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
    /** The product page's data by its address: the product, its supplier, related products. */
    productPage: '/api/shop/products/page/:slug',
    filters: '/api/shop/products/filters',
    /** The home page's catalogue: the featured products and each category with a picture. */
    home: '/api/shop/home',
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
    orderCancel: '/api/shop/order/cancel/:orderId',
    /** The VietQR code of a bank-transfer order, as an SVG picture (the owner only). */
    orderTransferQr: '/api/shop/order/transfer-qr/:orderId',
    /** POST `{ code, phone }`: an order found by its code and the phone it was placed with. */
    orderLookup: '/api/shop/order/lookup',
    /** GET: the order a signed link (in a guest's e-mails) opens, without signing in. */
    orderFollow: '/api/shop/order/follow/:token',
    /** POST `{ lines: [{ productId, quantity }], reason }`: a return asked within RETURN_DAYS of delivery. */
    orderReturn: '/api/shop/order/return/:orderId',
    /** POST, as orderReturn: a guest's return, asked from the order's signed link (no account to sign in to). */
    orderFollowReturn: '/api/shop/order/follow/:token/return',
    /** The cart's shipping fee and delivery days to one of the shopper's addresses (?addressId=) or a province (?provinceCode=). */
    shippingQuote: '/api/shop/shipping-quote',
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
  /** Vouchers (issue 30): the owner writes them; a buyer checks one on the cart before paying. */
  vouchers: {
    adminList: '/api/admin/vouchers',
    create: '/api/admin/vouchers',
    update: '/api/admin/vouchers/:code',
    check: '/api/shop/vouchers/check',
  },
  /** The owner's settings: everyone reads them, admins save them. */
  siteSettings: {
    get: '/api/common/settings',
    save: '/api/admin/settings',
  },
  /** News and events: everyone reads the published posts, admins write them and see drafts too. */
  posts: {
    list: '/api/common/posts',
    bySlug: '/api/common/posts/:slug',
    adminList: '/api/admin/posts',
    create: '/api/admin/posts',
    update: '/api/admin/posts/:id',
    delete: '/api/admin/posts/:id',
  },
  /** A supplier's own orders: the lines its stall ships, their fulfilment, its figures. */
  supplierOrders: {
    list: '/api/supplier/orders',
    fulfil: '/api/supplier/orders/:orderId/fulfil',
    dashboard: '/api/supplier/dashboard',
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
    /** The e-mails written to the outbox when no SMTP server is set (newest first), and one of them. */
    outbox: '/api/admin/ops/outbox',
    outboxMessage: '/api/admin/ops/outbox/:name',
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
