import type { OrderStatus } from './storefront';

/** The shop days from `days - 1` days before `today` up to it, oldest first. */
export function lastShopDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00.000Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** How many days the dashboard's revenue chart covers. */
export const dashboardDays = 30;

/** One shop day's sales, kept by a projection as orders are placed and paid. */
export interface SalesDayDocument {
  _id: string;
  [key: string]: unknown;
  day: string;
  /** Orders placed that day. */
  orders: number;
  /** Payments taken that day, and their sum: the day's revenue. */
  paidOrders: number;
  revenueCents: number;
}

export interface SalesFigures {
  orders: number;
  paidOrders: number;
  /** Dollars, as the API shows money. */
  revenue: number;
}

/** GET /api/admin/dashboard. */
export interface DashboardView {
  today: SalesFigures & { day: string };
  month: SalesFigures & { month: string };
  byStatus: Record<OrderStatus, number>;
  /** The last `dashboardDays` shop days, oldest first, days without sales included as zero. */
  days: (SalesFigures & { day: string })[];
}
