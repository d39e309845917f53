/** Vouchers, refunds and documents (issue 30), in Vietnamese: part of the table (`vi.voucher`). */
export const viVoucher = {
  notFound: 'Mã giảm giá không tồn tại.',
  exists: 'Mã giảm giá này đã có.',
  notStarted: 'Mã giảm giá có hiệu lực từ {{date}}.',
  ended: 'Mã giảm giá đã hết hạn.',
  usedUp: 'Mã giảm giá đã hết lượt sử dụng.',
  usedByYou: 'Bạn đã dùng hết số lượt của mã giảm giá này.',
  notForTheseProducts: 'Mã giảm giá không áp dụng cho sản phẩm trong giỏ hàng.',
  minOrder: 'Mã giảm giá áp dụng cho đơn hàng từ {{amount}}.',
  saved: 'Đã lưu mã giảm giá.',
  created: 'Đã tạo mã giảm giá.',
  badCode: 'Mã giảm giá gồm 3 đến 20 chữ cái hoặc chữ số.',
  badKind: 'Loại giảm giá (kind) phải là percent hoặc amount.',
  badPercent: 'Giảm theo phần trăm phải là số nguyên từ 1 đến 100.',
  badAmount: 'Số tiền giảm phải lớn hơn 0.',
  endsBeforeStart: 'Ngày kết thúc phải sau ngày bắt đầu.',
} as const;
