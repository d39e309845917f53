/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const transfer = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '0071000888888',
  accountName: 'CONG TY TAVICO HOME',
  amountVnd: 250_000,
  note: 'TV-26-0000001',
};

afterEach(() => jest.restoreAllMocks());

/** The dialog of order `o` as the server answers it (with how to pay it, while a transfer is awaited). */
async function dialog(o: OrderView, orderTransfer: typeof transfer | null = null) {
  const server = stubServer([
    [
      'get',
      `/api/shop/order/details/${o._id}`,
      () => ({ success: true, data: o, ...(orderTransfer ? { bankTransfer: orderTransfer } : {}) }),
    ],
    ['post', `/api/shop/order/cancel/${o._id}`, () => ({ success: true, message: 'Đã hủy đơn hàng.', data: o })],
  ]);
  const onClose = jest.fn();
  const view = renderScreen(<OrderDetailsDialog orderId={o._id} onClose={onClose} />);
  await screen.findByRole('dialog');
  return { ...view, ...server, onClose };
}

describe("the shopper's order details", () => {
  it('shows the code and the timeline with each step in Vietnam time, then the steps to come; a paid order is not cancellable', async () => {
    await dialog(order('o1'));
    expect(screen.getByText('TV-26-0000001')).toBeTruthy();
    // The payment's state also reads "Đã thanh toán" beside the timeline: the steps are read in it.
    const timeline = within(screen.getByRole('region', { name: t('orders.timeline') }));
    expect(timeline.getByText('Đã đặt hàng')).toBeTruthy();
    expect(timeline.getByText('21/11/2026 15:00')).toBeTruthy();
    expect(timeline.getByText('Đã thanh toán')).toBeTruthy();
    expect(timeline.getByText('21/11/2026 15:05')).toBeTruthy();
    expect(timeline.getByText('Đã giao hàng')).toBeTruthy();
    expect(timeline.getAllByText('Chưa tới')).toHaveLength(3);
    expect(screen.queryByText('Hủy đơn')).toBeNull();
  });

  it('offers how to pay and "Hủy đơn" for a bank transfer awaiting its money; cancelling asks first', async () => {
    const awaiting: OrderView = {
      ...order('o1', 'pending'),
      paymentMethod: 'bank-transfer',
      paymentStatus: 'pending',
      timeline: [{ step: 'placed', at: '2026-11-21T08:00:00.000Z' }],
      canCancel: true,
      awaitsReceipt: true,
    };
    const { calls } = await dialog(awaiting, transfer);
    expect(screen.getByText('Chuyển khoản ngân hàng')).toBeTruthy();
    expect(screen.getByText('250.000 ₫')).toBeTruthy();
    fireEvent.click(screen.getByText('Hủy đơn'));
    expect(calls('post')).toEqual([]);
    fireEvent.click(await screen.findByText('Đồng ý hủy'));
    await waitFor(() => expect(calls('post')).toEqual([['/api/shop/order/cancel/o1', undefined]]));
  });

  it("offers no 'Hủy đơn' when the server says no, though nothing is paid yet (a capture under way, say)", async () => {
    await dialog({
      ...order('o1', 'pending'),
      paymentStatus: 'pending',
      timeline: [{ step: 'placed', at: '2026-11-21T08:00:00.000Z' }],
      canCancel: false,
    });
    expect(screen.getByText('TV-26-0000001')).toBeTruthy();
    expect(screen.queryByText('Hủy đơn')).toBeNull();
  });

  it("reads a cancelled order in the shopper's words, the timeline ending there", async () => {
    await dialog({
      ...order('o1', 'cancelled'),
      paymentStatus: 'cancelled',
      timeline: [
        { step: 'placed', at: '2026-11-21T08:00:00.000Z' },
        { step: 'cancelled', at: '2026-11-21T08:30:00.000Z' },
      ],
    });
    expect(screen.getAllByText('Đã hủy đơn').length).toBe(2);
    expect(screen.queryByText('Chưa tới')).toBeNull();
  });
});

describe("an order's address, as every screen shows it (contracts' addressParts)", () => {
  it('shows an address saved before the Vietnamese form with its city and pincode, the buyer as recipient', async () => {
    await dialog(order('o2'));
    expect(screen.getByText('1 Lê Lợi, Biên Hòa, 810000')).toBeTruthy();
    expect(screen.getByText('0901')).toBeTruthy();
  });

  it("shows a Vietnamese address's recipient, then its ward and province once the units are here", async () => {
    const addressInfo = {
      addressId: 'a',
      recipientName: 'Nguyễn Thị Lan',
      phone: '0912345678',
      provinceCode: '79',
      wardCode: '26743',
      address: '12 Lê Lợi',
      notes: '-',
    };
    await dialog({ ...order('o3'), addressInfo });
    expect(screen.getByText('Nguyễn Thị Lan')).toBeTruthy();
    expect(await screen.findByText('12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh')).toBeTruthy();
    // '-' stood for no notes: nothing is shown for it.
    expect(screen.queryByText('-')).toBeNull();
  });

  it('shows the voucher it was placed with, and each parcel with its carrier, number and tracking link', async () => {
    await dialog({
      ...order('o1', 'inShipping'),
      voucherCode: 'TET10',
      discount: 1,
      shipments: [
        {
          carrierId: 'ghn',
          carrierName: 'Giao Hàng Nhanh (GHN)',
          trackingCode: 'GHN5NK8XT',
          trackingUrl: 'https://donhang.ghn.vn/?order_code=GHN5NK8XT',
        },
        { carrierId: 'own', carrierName: 'Xe của cửa hàng', trackingCode: '', trackingUrl: null },
      ],
    });
    expect(screen.getByText('TET10 (−$1.00)')).toBeTruthy();
    const parcels = within(screen.getByText(t('orders.parcels')).nextElementSibling as HTMLElement);
    expect(parcels.getByText('Giao Hàng Nhanh (GHN)')).toBeTruthy();
    expect(parcels.getByText(t('orders.trackingCode', { code: 'GHN5NK8XT' }))).toBeTruthy();
    const links = parcels.getAllByRole('link', { name: t('orders.trackParcel') });
    // The shop's own truck has no page to follow.
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://donhang.ghn.vn/?order_code=GHN5NK8XT']);
    expect(links[0].getAttribute('rel')).toContain('noopener');
    expect(parcels.getByText('Xe của cửa hàng')).toBeTruthy();
  });
});
