import {
  readyToFulfil,
  type OrderLiveEvent,
  type OrderView,
  type ProductView,
  type SiteSettings,
} from '@tavico/contracts/client';
import type { PageEnvelope, Pagination } from '../shared/paging';

/** A list answer as the API gives it: one page of `data` (by default the only one) and where it is. */
export function pageOf<T>(data: T[], where: Partial<Pagination> = {}): PageEnvelope<T> {
  const limit = where.limit ?? 24;
  const total = where.total ?? data.length;
  return {
    success: true,
    data,
    pagination: { page: 1, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), ...where },
  };
}

/** An order as the API answers it: paid by PayPal, its flags as the server works them out. */
export const order = (id: string, orderStatus: OrderView['orderStatus'] = 'confirmed'): OrderView => ({
  _id: id,
  currency: 'USD',
  paypalCharge: null,
  userId: 'u1',
  userName: 'Lan',
  cartId: 'u1',
  cartItems: [{ productId: 'p', title: 'Bàn', image: '/p.png', price: 10, quantity: 1, delivery: null }],
  addressInfo: { addressId: 'a', address: '1 Lê Lợi', city: 'Biên Hòa', pincode: '810000', phone: '0901', notes: '-' },
  orderStatus,
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  totalAmount: 10,
  shippingFee: 0,
  shipping: null,
  shipments: [],
  discount: 0,
  voucherCode: null,
  refundDue: 0,
  refundedAmount: 0,
  refunds: [],
  returns: [],
  returnUntil: null,
  orderDate: '2026-11-21T08:00:00.000Z',
  orderUpdateDate: '2026-11-21T08:00:00.000Z',
  paymentId: 'pay',
  payerId: 'payer',
  expiresAt: '2026-11-21T08:15:00.000Z',
  code: `TV-26-${id.replace(/\D/g, '').padStart(7, '0').slice(-7)}`,
  timeline: [
    { step: 'placed', at: '2026-11-21T08:00:00.000Z' },
    { step: 'paid', at: '2026-11-21T08:05:00.000Z' },
  ],
  receivedBy: null,
  awaitsConfirmation: false,
  canCancel: false,
  awaitsReceipt: false,
  readyToFulfil: readyToFulfil({ orderStatus, paymentStatus: 'paid', paymentMethod: 'paypal' }),
});
/** A live push for an order, as the workers send it (its revision the position, unless a test says). */
export const push = (orderId: string, orderStatus: OrderView['orderStatus'], position: number): OrderLiveEvent => ({
  event: 'order:statusChanged',
  orderId,
  userId: 'u1',
  orderStatus,
  paymentStatus: 'paid',
  previousStatus: 'confirmed',
  position,
  revision: position,
  at: '2026-11-21T09:00:00.000Z',
  row: {
    _id: orderId,
    code: null,
    userName: 'Lan',
    orderDate: '2026-11-21T08:00:00.000Z',
    orderUpdateDate: '2026-11-21T09:00:00.000Z',
    orderStatus,
    paymentStatus: 'paid',
    totalAmount: 10,
    awaitsConfirmation: false,
    canCancel: false,
    awaitsReceipt: false,
    readyToFulfil: readyToFulfil({ orderStatus, paymentStatus: 'paid', paymentMethod: 'paypal' }),
  },
});

/** Site settings as the owner saves them: only the company name and rate until more is set. */
export const siteSettingsOf = (over: Partial<SiteSettings> = {}): SiteSettings => ({
  companyName: 'Công ty Cổ phần Tavico Home',
  address: '',
  hotlines: [],
  zalo: '',
  email: '',
  openingHours: '',
  social: { youtube: '', tiktok: '', facebook: '', linkedin: '' },
  mapEmbedUrl: '',
  anniversaryVideoEmbed: '',
  vndPerUsd: 25_000,
  bank: { name: '', bin: '', accountNumber: '', accountName: '' },
  ...over,
});

/** A product as the shop's calls answer it. */
export const productView = (id: string, title: string, over: Partial<ProductView> = {}): ProductView => ({
  _id: id,
  image: `/${id}.png`,
  imageCard: null,
  title,
  slug: `san-pham-${id}`,
  gallery: [],
  specs: { material: '', dimensions: '', finish: '', warranty: '' },
  description: title,
  category: 'ban',
  brand: 'noi-that-tavico',
  price: 100,
  salePrice: 0,
  totalStock: 20,
  reservedStock: 0,
  variants: [],
  priceFrom: over.salePrice || over.price || 100,
  pricesVary: false,
  averageReview: 0,
  reviewCount: 0,
  postedBy: null,
  featured: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
