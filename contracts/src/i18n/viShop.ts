/** The shop's own words in its answers and pages, in Vietnamese: part of the table (`vi.shop`). */
export const viShop = {
  filters: {
    category: 'Danh mục',
    brand: 'Thương hiệu',
    houseBrand: 'Nội thất Tavico',
    categories: {
      ban: 'Bàn',
      ghe: 'Ghế',
      'tu-ke': 'Tủ & kệ',
      giuong: 'Giường',
      sofa: 'Sofa',
      'trang-tri': 'Đồ trang trí',
      'go-nguyen-lieu': 'Gỗ nguyên liệu',
    },
  },
  sandbox: {
    title: 'Thanh toán thử nghiệm',
    heading: 'Thanh toán thử nghiệm Tavico',
    order: 'Đơn hàng',
    payment: 'Mã thanh toán',
    approve: 'Đồng ý thanh toán',
    cancel: 'Hủy',
    cancelled: 'Khoản thanh toán này đã bị hủy.',
    approved: 'Khoản thanh toán này đã được chấp thuận.',
    note: 'Cổng thanh toán thử nghiệm của cửa hàng: không có tiền thật được chuyển. Bấm Đồng ý để quay lại cửa hàng như khi thanh toán bằng PayPal.',
    notFound: 'Không tìm thấy khoản thanh toán',
    noSuchPayment: 'Không có khoản thanh toán này.',
  },
} as const;
