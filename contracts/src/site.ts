/**
 * Site settings: the company's contact values in one place. The defaults are visible
 * placeholders to be replaced with the real ones before going live.
 */
export const siteSettings = {
  companyName: 'Công ty Cổ phần Tavico Home',
  brandLines: ['Chợ đầu mối', 'đồ gỗ nội thất Tavico'],
  address: '[Địa chỉ cửa hàng – cập nhật trong cài đặt]',
  hotlines: ['[Hotline 1 – cập nhật]', '[Hotline 2 – cập nhật]'],
  email: '[email liên hệ – cập nhật]',
  /** The showroom, as the company page names it. */
  showroom: 'Biên Hòa, Đồng Nai',
  openingHours: '8:00 – 20:00, tất cả các ngày trong tuần',
  /**
   * Dong per dollar: the catalogue is priced in dollars (decisions §4), shoppers ask in dong
   * ("ghế dưới 2 triệu"); the chat assistant reads and shows amounts with this rate.
   */
  vndPerUsd: 25_000,
  /** Social links of the footer: a video site, a short-video site, a social network, a professional network. */
  social: [
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    { id: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/' },
    { id: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/' },
  ],
  /** The video channel behind the home page's video section and its 'Xem thêm' button. */
  videoChannel: 'https://www.youtube.com/',
  /** The anniversary video's embed address (a video site's /embed/ URL for the real video). */
  anniversaryVideoEmbed: 'https://www.youtube-nocookie.com/embed/',
  /** The embedded map of the footer and the contact page (a maps embed URL). */
  mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=106.78%2C10.90%2C106.90%2C10.98&layer=mapnik',
} as const;

/** Stall rent at the wholesale market (the organiser page, the rental service, the chat assistant). */
export const stallRent = {
  pricePerSquareMetreVnd: 30_000,
  squareMetresPerStall: 120,
  pricePerStallVnd: 3_600_000,
} as const;

/** Vietnamese dong with dots between thousands: 3.600.000 ₫. */
export const formatVnd = (amount: number): string =>
  `${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
