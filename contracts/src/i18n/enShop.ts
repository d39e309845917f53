import type { Table } from './table';

/** The shop's own words in its answers and pages, in English: part of the table (`en.shop`). */
export const enShop: Table['shop'] = {
  filters: {
    category: 'Category',
    brand: 'Brand',
    houseBrand: 'Tavico Furniture',
    categories: {
      ban: 'Tables',
      ghe: 'Chairs',
      'tu-ke': 'Cabinets & shelves',
      giuong: 'Beds',
      sofa: 'Sofas',
      'trang-tri': 'Decor',
      'go-nguyen-lieu': 'Raw timber',
    },
  },
  sandbox: {
    title: 'Sandbox payment',
    heading: 'Tavico sandbox payment',
    order: 'Order',
    payment: 'Payment',
    approve: 'Approve',
    cancel: 'Cancel',
    cancelled: 'This payment was cancelled.',
    approved: 'This payment was already approved.',
    note: 'A built-in test provider: no money moves. Approve returns to the shop as PayPal would.',
    notFound: 'Payment not found',
    noSuchPayment: 'No such payment.',
  },
};
