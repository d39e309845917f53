import type { SupplierOrderView } from '@tavico/contracts/client';

/** An order as its supplier reads it: cash on delivery, two of its lines waiting to be packed. */
export const supplierOrder = (id: string, over: Partial<SupplierOrderView> = {}): SupplierOrderView => ({
  _id: id,
  currency: 'USD',
  code: `TV-26-${id.replace(/\D/g, '').padStart(7, '0')}`,
  placedAt: '2026-11-21T08:00:00.000Z',
  orderStatus: 'confirmed',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  recipient: 'Lan',
  address: {
    addressId: 'a',
    recipientName: 'Lan',
    phone: '0901234567',
    provinceCode: '75',
    wardCode: '26068',
    address: '1 Lê Lợi',
    notes: '-',
  },
  buyerHidden: null,
  lines: [
    {
      productId: 'p1',
      title: 'Bàn Minh Long',
      image: '/p1.png',
      price: 100,
      quantity: 2,
      fulfilment: null,
      shipment: null,
    },
    {
      productId: 'p2',
      title: 'Ghế Minh Long',
      image: '/p2.png',
      price: 40,
      quantity: 1,
      fulfilment: null,
      shipment: null,
    },
  ],
  totalAmount: 240,
  codToCollect: null,
  readyToFulfil: true,
  ...over,
});
