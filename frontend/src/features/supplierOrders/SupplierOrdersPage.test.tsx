/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SupplierDashboard } from '@tavico/contracts/client';
import { pageOf, siteSettingsOf } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { supplierOrder } from '../../testing/supplierOrders';
import { stubServer } from '../../testing/server';
import { installBackOffice } from '../../app/backOffice';
import { SupplierDashboardPage } from './SupplierDashboardPage';
import { SupplierOrdersPage } from './SupplierOrdersPage';

/** The card's button of that name (a line's step may read the same: 'Đã đóng gói'). */
const button = (card: HTMLElement, name: string) =>
  within(card)
    .getAllByText(name)
    .map((e) => e.closest('button'))
    .find(Boolean) as HTMLButtonElement;

describe("a supplier's orders screen", () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each order by its code with who and where, its own lines with their step, and the step to take next', async () => {
    const packed = supplierOrder('o2', {
      lines: [
        {
          productId: 'p3',
          title: 'Tủ Minh Long',
          image: '/p3.png',
          price: 300,
          quantity: 1,
          fulfilment: 'packed',
          shipment: null,
        },
      ],
      totalAmount: 300,
    });
    const shipping = supplierOrder('o3', {
      orderStatus: 'inShipping',
      readyToFulfil: false,
      lines: [
        {
          productId: 'p4',
          title: 'Kệ Minh Long',
          image: '/p4.png',
          price: 50,
          quantity: 1,
          fulfilment: 'handedOver',
          shipment: null,
        },
      ],
    });
    // What the buttons ask is the point here, not the answer (supplierOrdersLive.test.ts has that).
    const { calls } = stubServer([
      ['get', '/api/supplier/orders', () => pageOf([supplierOrder('o1'), packed, shipping])],
      ['post', /\/fulfil$/, () => new Promise(() => undefined)],
    ]);
    // The shop's carriers, as its settings list them: GHN tracks parcels, the shop's own truck does not.
    const carriers = [
      { id: 'ghn', name: 'Giao Hàng Nhanh (GHN)', trackingUrl: 'https://donhang.ghn.vn/?order_code={code}' },
      { id: 'own', name: 'Xe của cửa hàng', trackingUrl: '' },
    ];
    renderScreen(<SupplierOrdersPage />, {
      install: installBackOffice,
      settings: siteSettingsOf({ carriers }),
    });

    const first = (await screen.findByText('TV-26-0000001')).closest('article') as HTMLElement;
    expect(within(first).getByText('Lan')).toBeTruthy();
    expect(within(first).getByText('0901234567')).toBeTruthy();
    // The ward's and province's names come with the units, in a chunk of their own.
    expect(await within(first).findByText('1 Lê Lợi, Phường Biên Hòa, Đồng Nai')).toBeTruthy();
    expect(within(first).getByText('21/11/2026 15:00')).toBeTruthy();
    expect(within(first).getAllByText('Chờ đóng gói')).toHaveLength(2);
    expect(within(first).getByText('Bàn Minh Long')).toBeTruthy();
    // Waiting lines: pack first; handing over comes after.
    expect(button(first, 'Giao cho vận chuyển').disabled).toBe(true);
    fireEvent.click(button(first, 'Đã đóng gói'));
    expect(calls('post')).toEqual([['/api/supplier/orders/o1/fulfil', { to: 'packed' }]]);

    // Packed: handed over only once the supplier names the carrier and, for one that tracks, the number.
    const second = screen.getByText('TV-26-0000002').closest('article') as HTMLElement;
    expect(within(second).getAllByText('Đã đóng gói')).toHaveLength(2);
    expect(button(second, 'Đã đóng gói').disabled).toBe(true);
    fireEvent.click(button(second, 'Giao cho vận chuyển'));
    expect(calls('post')).toHaveLength(1);
    const dialog = within(await screen.findByRole('dialog'));
    const confirm = () => dialog.getByRole('button', { name: 'Đã giao' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Đơn vị vận chuyển' }));
    fireEvent.click(await screen.findByTitle('Giao Hàng Nhanh (GHN)'));
    expect(confirm().disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Mã vận đơn'), { target: { value: 'GHN5NK8XT' } });
    fireEvent.click(confirm());
    expect(calls('post')[1]).toEqual([
      '/api/supplier/orders/o2/fulfil',
      { to: 'handedOver', carrierId: 'ghn', trackingCode: 'GHN5NK8XT' },
    ]);

    // On its way: nothing left to do.
    const third = screen.getByText('TV-26-0000003').closest('article') as HTMLElement;
    expect(within(third).getByText('Đã giao vận chuyển')).toBeTruthy();
    expect(button(third, 'Đã đóng gói').disabled).toBe(true);
    expect(button(third, 'Giao cho vận chuyển').disabled).toBe(true);
  });

  it("shows a cancelled or rejected order as such, without the buyer's name, phone and address the server no longer sends", async () => {
    const gone = { recipient: null, address: null, readyToFulfil: false } as const;
    const cancelled = supplierOrder('o4', { ...gone, orderStatus: 'cancelled', buyerHidden: 'cancelled' });
    const rejected = supplierOrder('o5', { ...gone, orderStatus: 'rejected', buyerHidden: 'rejected' });
    stubServer([['get', '/api/supplier/orders', () => pageOf([supplierOrder('o1'), cancelled, rejected])]]);
    renderScreen(<SupplierOrdersPage />, { install: installBackOffice });

    const card = (await screen.findByText('TV-26-0000004')).closest('article') as HTMLElement;
    expect(within(card).getByText('Đơn đã hủy: thông tin người nhận đã ẩn')).toBeTruthy();
    expect(within(card).queryByText('Điện thoại')).toBeNull();
    expect(within(card).queryByText('Địa chỉ')).toBeNull();
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();
    // Its lines stay, with nothing left to do.
    expect(within(card).getByText('Bàn Minh Long')).toBeTruthy();
    expect(button(card, 'Đã đóng gói').disabled).toBe(true);
    const other = screen.getByText('TV-26-0000005').closest('article') as HTMLElement;
    expect(within(other).getByText('Đơn bị từ chối: thông tin người nhận đã ẩn')).toBeTruthy();
    // A live order beside them still says who and where.
    const live = screen.getByText('TV-26-0000001').closest('article') as HTMLElement;
    expect(within(live).getByText('0901234567')).toBeTruthy();
  });

  it('says when no order holds its products yet', async () => {
    stubServer([['get', '/api/supplier/orders', () => pageOf([])]]);
    renderScreen(<SupplierOrdersPage />, { install: installBackOffice });
    await screen.findByText('Chưa có đơn hàng nào có sản phẩm của bạn');
  });
});

describe("a supplier's dashboard", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the last 30 days' units and revenue, and links each product running low to its edit sheet", async () => {
    const figures: SupplierDashboard = {
      days: [{ day: '2026-11-21', units: 3, revenue: 240 }],
      totals: { units: 3, revenue: 240, orders: 1 },
      lowStock: [
        { _id: 'p9', title: 'Ghế đẩu Minh Long', totalStock: 0, available: 0 },
        { _id: 'p1', title: 'Bàn Minh Long', totalStock: 4, available: 2 },
      ],
    };
    stubServer([['get', '/api/supplier/dashboard', () => ({ success: true, data: figures })]]);
    renderScreen(<SupplierDashboardPage />, { install: installBackOffice });
    await screen.findByText('Sản phẩm đã bán (30 ngày)');
    expect(screen.getByText('$240.00')).toBeTruthy();
    expect(screen.getByText('Hết hàng · tồn kho 0')).toBeTruthy();
    expect(screen.getByText('Còn bán được 2 · tồn kho 4')).toBeTruthy();
    const edit = screen.getByLabelText('Sửa sản phẩm Bàn Minh Long') as HTMLAnchorElement;
    expect(new URL(edit.href).pathname).toBe('/supplier/products');
    expect(Object.fromEntries(new URL(edit.href).searchParams)).toEqual({ search: 'Bàn Minh Long', edit: 'p1' });
  });
});
