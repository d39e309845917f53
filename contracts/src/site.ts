import { formatVnd, usdCentsToVnd } from './money';

/**
 * What is really constant about the company. The contact values (address, hotlines, e-mail,
 * social links, map, video, the dong rate) are site settings the owner saves in the back office
 * (settings.ts, decisions §19); nothing here stands in for them.
 */
export const siteSettings = {
  companyName: 'Công ty Cổ phần Tavico Home',
  brandLines: ['Chợ đầu mối', 'đồ gỗ nội thất Tavico'],
  /** The showroom, as the company page names it. */
  showroom: 'Biên Hòa, Đồng Nai',
  openingHours: '8:00 – 20:00, tất cả các ngày trong tuần',
  /**
   * Đồng per dollar until the owner sets the rate: what a dollar shop shows beside its prices
   * (decisions §27), and what PayPal charges a đồng shop's orders at without USD_VND_RATE (§31).
   */
  vndPerUsd: 25_000,
} as const;

/** The footer's social links, in order: a video site, a short-video site, a social network, a professional network. */
export const socialNetworks = [
  { id: 'youtube', label: 'YouTube' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'linkedin', label: 'LinkedIn' },
] as const;
export type SocialNetwork = (typeof socialNetworks)[number]['id'];

/** Stall rent at the wholesale market (the organiser page, the rental service, the chat assistant). */
export const stallRent = {
  pricePerSquareMetreVnd: 30_000,
  squareMetresPerStall: 120,
  pricePerStallVnd: 3_600_000,
} as const;

/** On a dollar shop, the approximate đồng amount under a price (decisions §27): `≈ 71.225.000 ₫`. */
export const approxVnd = (cents: number, vndPerUsd: number): string =>
  `≈ ${formatVnd(usdCentsToVnd(cents, vndPerUsd))}`;

/** A hotline as a phone dials it: `tel:0901234567` for '0901 234 567'. */
export const telHref = (hotline: string): string => `tel:${hotline.replace(/[^\d+]/g, '')}`;
