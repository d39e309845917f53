/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { t } from 'i18next';
import { type AddressView, type PaymentOptions, type SessionUser } from '@tavico/contracts/client';
import { lastAddressKey } from '../../features/address/addressSlice';
import { orderCreateRequested } from '../../features/orders/ordersSlice';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { flush } from '../../testing/services';
import { CheckoutPage } from './CheckoutPage';

const line = {
  productId: 'a',
  image: '/a.png',
  title: 'Bàn trà',
  price: 300,
  salePrice: 0,
  quantity: 2,
  totalStock: 8,
};
const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const signedIn = { auth: { isAuthenticated: true, isLoading: false, user } };

/**
 * The server: the shopper's cart (one line, two of it), the settings with these payment options
 * and the shopper's address book.
 */
function server(paymentOptions: PaymentOptions, addresses: AddressView[] = []) {
  stubServer([
    ['get', '/api/shop/cart/get/u1', () => ({ success: true, data: { _id: 'u1', userId: 'u1', items: [line] } })],
    ['get', '/api/common/settings', () => ({ success: true, data: {}, paymentOptions })],
    ['get', '/api/shop/address/get/u1', () => ({ success: true, data: addresses })],
  ]);
}

function checkout(paymentOptions: PaymentOptions) {
  server(paymentOptions);
  return renderScreen(<CheckoutPage />, { preloadedState: signedIn });
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const orderButton = () =>
  screen.getAllByRole('button').find((b) => [t('checkout.paypal'), t('checkout.place')].includes(b.textContent ?? ''));

afterEach(() => jest.restoreAllMocks());

describe('checkout payment methods', () => {
  it("offers PayPal by default with the spec's button, cash on delivery and bank transfer beside it", async () => {
    const { dispatched } = checkout({ currency: 'USD', codMaxTotal: 2000, bankTransfer: true });
    await screen.findByRole('radio', { name: 'Thanh toán khi nhận hàng' });
    expect(radio('PayPal').checked).toBe(true);
    expect(orderButton()?.textContent).toBe(t('checkout.paypal'));

    fireEvent.click(radio('Chuyển khoản ngân hàng'));
    expect(orderButton()?.textContent).toBe(t('checkout.place'));
    fireEvent.click(radio('Thanh toán khi nhận hàng'));
    fireEvent.click(orderButton() as HTMLElement);
    expect(dispatched).toContainEqual(orderCreateRequested({ addressId: null, paymentMethod: 'cod' }));
  });

  it('says why cash on delivery is not offered above the cap, and leaves bank transfer out until the shop has an account', async () => {
    checkout({ currency: 'USD', codMaxTotal: 500, bankTransfer: false });
    await screen.findByText(t('checkout.codTooLarge', { max: '$500.00' }));
    expect(radio('Thanh toán khi nhận hàng').disabled).toBe(true);
    expect(screen.getByText(t('checkout.codTooLarge', { max: '$500.00' }))).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Chuyển khoản ngân hàng' })).toBeNull();
    expect(orderButton()?.textContent).toBe(t('checkout.paypal'));
  });
});

const saved = (id: string, address: string): AddressView => ({
  _id: id,
  userId: 'u1',
  recipientName: 'Lan',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address,
  notes: '-',
});

/** The checkout of a signed-in shopper with these saved addresses; `lastUsed` as this device remembers it. */
async function checkoutWith(addresses: AddressView[], lastUsed?: string) {
  server({ currency: 'USD', codMaxTotal: 2000, bankTransfer: true }, addresses);
  const screenTest = renderScreen(<CheckoutPage />, { preloadedState: signedIn });
  // Read when the list answers, after this.
  if (lastUsed) screenTest.local.setItem(lastAddressKey('u1'), lastUsed);
  await screen.findByRole('radio', { name: 'Thanh toán khi nhận hàng' });
  // The cart's lines are in.
  await screen.findAllByText('$600.00');
  await flush();
  return screenTest;
}

const addressRadio = (address: string) => radio(`Chọn địa chỉ ${address}`);

describe('checkout address', () => {
  it('chooses the only address by itself: cash on delivery is ordered without touching it', async () => {
    const { dispatched } = await checkoutWith([saved('a1', '12 Nguyễn Huệ')]);
    expect(addressRadio('12 Nguyễn Huệ').checked).toBe(true);
    fireEvent.click(radio('Thanh toán khi nhận hàng'));
    fireEvent.click(orderButton() as HTMLElement);
    expect(dispatched).toContainEqual(orderCreateRequested({ addressId: 'a1', paymentMethod: 'cod' }));
  });

  it('starts with the address last ordered to, and leaves a choice to the shopper when there is none', async () => {
    await checkoutWith([saved('a1', '1 Lê Lợi'), saved('a2', '2 Lý Thái Tổ')], 'a2');
    expect(addressRadio('2 Lý Thái Tổ').checked).toBe(true);
    expect(addressRadio('1 Lê Lợi').checked).toBe(false);
  });

  it('chooses nothing among several without a last-used one; a click anywhere on a card chooses it', async () => {
    const { dispatched } = await checkoutWith([saved('a1', '1 Lê Lợi'), saved('a2', '2 Lý Thái Tổ')]);
    expect(addressRadio('1 Lê Lợi').checked).toBe(false);
    expect(addressRadio('2 Lý Thái Tổ').checked).toBe(false);
    fireEvent.click(screen.getByText(/^2 Lý Thái Tổ/));
    expect(addressRadio('2 Lý Thái Tổ').checked).toBe(true);
    // The card's own buttons do their own work, not a choice.
    fireEvent.click(screen.getByRole('button', { name: t('address.editOf', { address: '1 Lê Lợi' }) }));
    expect(addressRadio('2 Lý Thái Tổ').checked).toBe(true);
    fireEvent.click(orderButton() as HTMLElement);
    expect(dispatched).toContainEqual(orderCreateRequested({ addressId: 'a2', paymentMethod: 'paypal' }));
  });

  it("folds the add-address form behind 'Thêm địa chỉ mới' while addresses exist", async () => {
    await checkoutWith([saved('a1', '1 Lê Lợi')]);
    expect(screen.queryByLabelText(t('address.fields.wardCode'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm địa chỉ mới' }));
    expect(screen.getByLabelText(t('address.fields.wardCode'))).toBeTruthy();
    expect(screen.getByRole('button', { name: t('address.add') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByLabelText(t('address.fields.wardCode'))).toBeNull();
  });

  it('shows the form at once to a shopper with no address', async () => {
    await checkoutWith([]);
    expect(screen.getByLabelText(t('address.fields.wardCode'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm địa chỉ mới' })).toBeNull();
  });

  it('puts Total beside the order button, for the bar a phone keeps on screen', async () => {
    await checkoutWith([saved('a1', '1 Lê Lợi')]);
    const bar = document.querySelector('.checkout-pay') as HTMLElement;
    expect(within(bar).getByText(t('cart.total'))).toBeTruthy();
    expect(within(bar).getByText('$600.00')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: t('checkout.paypal') })).toBeTruthy();
  });
});
