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
} as const;
