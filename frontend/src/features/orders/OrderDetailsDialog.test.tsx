/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { t } from 'i18next';
import type { OrderView } from '@tavico/contracts/client';
import { order } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { orderCancelRequested, ordersSlice } from './ordersSlice';

const transfer = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '0071000888888',
  accountName: 'CONG TY TAVICO HOME',
  amountVnd: 250_000,
  note: 'TV-26-0000001',
};

function dialog(o: OrderView, orderTransfer: typeof transfer | null = null) {
  return renderScreen(<OrderDetailsDialog />, {
    preloadedState: {
      shopOrder: { ...ordersSlice.getInitialState(), orderDetails: o, orderTransfer },
    },
  });
}

describe("the shopper's order details", () => {
  it('shows the code and the timeline with each step in Vietnam time, then the steps to come; a paid order is not cancellable', () => {
    dialog(order('o1'));
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
    const { dispatched } = dialog(awaiting, transfer);
    expect(screen.getByText('Chuyển khoản ngân hàng')).toBeTruthy();
    expect(screen.getByText('250.000 ₫')).toBeTruthy();
    fireEvent.click(screen.getByText('Hủy đơn'));
    expect(dispatched).not.toContainEqual(orderCancelRequested({ orderId: 'o1' }));
    fireEvent.click(await screen.findByText('Đồng ý hủy'));
    expect(dispatched).toContainEqual(orderCancelRequested({ orderId: 'o1' }));
  });

  it("offers no 'Hủy đơn' when the server says no, though nothing is paid yet (a capture under way, say)", () => {
    dialog({
      ...order('o1', 'pending'),
      paymentStatus: 'pending',
      timeline: [{ step: 'placed', at: '2026-11-21T08:00:00.000Z' }],
      canCancel: false,
    });
    expect(screen.getByText('TV-26-0000001')).toBeTruthy();
    expect(screen.queryByText('Hủy đơn')).toBeNull();
  });

  it("reads a cancelled order in the shopper's words, the timeline ending there", () => {
    dialog({
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
  it('shows an address saved before the Vietnamese form with its city and pincode, the buyer as recipient', () => {
    dialog(order('o2'));
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
    dialog({ ...order('o3'), addressInfo });
    expect(screen.getByText('Nguyễn Thị Lan')).toBeTruthy();
    expect(await screen.findByText('12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh')).toBeTruthy();
    // '-' stood for no notes: nothing is shown for it.
    expect(screen.queryByText('-')).toBeNull();
  });
});
