/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import type { AddressView } from '@tavico/contracts/client';
import { ApiError } from '../../shared/http';
import { notification } from '../../shared/notify';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { AddressBook } from './AddressBook';

/** An address saved before the Vietnamese form: a city and pincode, no recipient, province or ward. */
const old = {
  _id: 'a1',
  userId: 'u1',
  address: '1 Lê Lợi',
  city: 'Biên Hòa',
  pincode: '810000',
  phone: '0901234567',
  notes: 'Gọi trước',
};

/** A new address, as the form below fills it in and the server answers it saved. */
const lan = {
  recipientName: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  provinceCode: '79',
  wardCode: '26743',
  address: '12 Lê Lợi',
  notes: '',
};
const book = '/api/shop/address/get/u1';

/** The shop's server with this book; the commands answer as the real one does, or as `refuse` says. */
function server(saved: AddressView[] = [old], refuse?: ApiError) {
  return stubServer([
    ['get', book, () => ({ success: true, data: saved })],
    [
      'post',
      '/api/shop/address/add',
      (_path, body) => refuse ?? { success: true, data: { ...(body as object), _id: 'a9' } },
    ],
    [
      'put',
      /^\/api\/shop\/address\/update\/u1\//,
      (path, body) =>
        refuse ?? { success: true, data: { ...(body as object), _id: path.split('/').pop(), userId: 'u1' } },
    ],
    ['delete', /^\/api\/shop\/address\/delete\/u1\//, () => refuse ?? { success: true }],
  ]);
}
// Toasts load antd's notifications on first use (shared/screenToast.ts): loaded here already, so
// one shows within findByText's wait on a busy machine too; each test's go with it.
afterEach(() => {
  notification.destroy();
  jest.restoreAllMocks();
});

const user = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' as const };
const signedIn = () =>
  renderScreen(<AddressBook />, { preloadedState: { auth: { isAuthenticated: true, isLoading: false, user } } });

type TextField = 'recipientName' | 'phone' | 'address' | 'notes';
const field = (name: TextField | 'provinceCode' | 'wardCode') => screen.getByLabelText(t(`address.fields.${name}`));
const fill = (name: TextField, value: string) => fireEvent.change(field(name), { target: { value } });
const addButton = () => screen.getByRole('button', { name: t('address.add') });

/** Types into a picker, as a shopper does, and takes the option that reads `name`. */
async function pick(name: 'provinceCode' | 'wardCode', typed: string, option: string) {
  const box = field(name);
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByTitle(option));
  await waitFor(() => expect(chosen(name)).toBe(option));
}
/** What a picker shows as chosen, if anything. */
const chosen = (name: 'provinceCode' | 'wardCode') =>
  field(name).closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? null;

/** The form, once the provinces (their own chunk) are here. */
async function openForm() {
  const stub = server();
  const view = { ...signedIn(), ...stub };
  fireEvent.click(await screen.findByRole('button', { name: t('address.addNew') }));
  await waitFor(() => expect(field('provinceCode').closest('.ant-select-loading')).toBeNull());
  return view;
}

describe('address book', () => {
  it('says an empty book is empty in the account, and at checkout goes straight to the form', async () => {
    server([]);
    const account = signedIn();
    await screen.findByText(t('address.none'));
    expect(screen.getByLabelText(t('address.fields.recipientName'))).toBeTruthy();
    account.unmount();
    server([]);
    renderScreen(<AddressBook onSelect={() => undefined} />, {
      preloadedState: { auth: { isAuthenticated: true, isLoading: false, user } },
    });
    await screen.findByLabelText(t('address.fields.recipientName'));
    expect(screen.queryByText(t('address.none'))).toBeNull();
  });

  it('shows an old address as it was saved: street, city, pincode, phone', async () => {
    server();
    signedIn();
    expect(await screen.findByText('1 Lê Lợi, Biên Hòa, 810000')).toBeTruthy();
    expect(screen.getByText('0901234567')).toBeTruthy();
  });

  it('adds a Vietnamese address: province and ward picked by typing without accents', async () => {
    const { calls } = await openForm();
    fill('recipientName', 'Nguyễn Thị Lan');
    fill('phone', '0912 345 678');
    fill('address', '12 Lê Lợi');
    expect(addButton().hasAttribute('disabled')).toBe(true);
    // The ward waits for its province.
    expect(field('wardCode').closest('.ant-select-disabled')).not.toBeNull();
    await pick('provinceCode', 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await pick('wardCode', 'ben thanh', 'Phường Bến Thành');
    expect(addButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(addButton());
    // The saved address joins the book from the answer: the book is not read again.
    expect(await screen.findByText('Nguyễn Thị Lan')).toBeTruthy();
    expect(calls('post')).toEqual([['/api/shop/address/add', { ...lan, userId: 'u1' }]]);
    expect(calls('get')).toEqual([[book]]);
    expect(await screen.findByText(t('address.added'))).toBeTruthy();
    // Back to add mode, folded: the form has gone.
    expect(screen.queryByLabelText(t('address.fields.recipientName'))).toBeNull();
  });

  it('offers only the chosen province’s wards, and empties the ward when the province changes', async () => {
    await openForm();
    await pick('provinceCode', 'ha noi', 'Thành phố Hà Nội');
    fireEvent.mouseDown(field('wardCode'));
    fireEvent.change(field('wardCode'), { target: { value: 'ben thanh' } });
    expect(await screen.findByText(t('address.noMatch'))).toBeTruthy();
    await pick('wardCode', 'hoan kiem', 'Phường Hoàn Kiếm');
    await pick('provinceCode', 'Đồng Nai', 'Đồng Nai');
    expect(chosen('wardCode')).toBeNull();
  });

  it("keeps Add disabled on a phone the server would refuse, and says the rule in the shopper's words", async () => {
    await openForm();
    fill('recipientName', 'Lan');
    fill('address', '2 Lý Thái Tổ');
    await pick('provinceCode', 'dong nai', 'Đồng Nai');
    await pick('wardCode', 'bien hoa', 'Phường Biên Hòa');
    for (const bad of ['12345', '091234567', '+84 0912 345 678']) {
      fill('phone', bad);
      expect(addButton().hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('alert').textContent).toBe(t('address.phoneInvalid'));
    }
    fill('phone', '+84 907 654 321');
    expect(addButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    // Notes are optional; a recipient of spaces is not.
    fill('recipientName', '   ');
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });

  it('edits an old address in the same form, asking the recipient, province and ward it lacks', async () => {
    const { calls } = server();
    signedIn();
    fireEvent.click(await screen.findByRole('button', { name: t('address.editOf', { address: '1 Lê Lợi' }) }));
    expect((field('address') as HTMLInputElement).value).toBe('1 Lê Lợi');
    expect((field('phone') as HTMLInputElement).value).toBe('0901234567');
    await waitFor(() => expect(field('provinceCode').closest('.ant-select-loading')).toBeNull());
    const edit = screen.getByRole('button', { name: t('address.edit') });
    expect(edit.hasAttribute('disabled')).toBe(true);
    fill('recipientName', 'Lan');
    await pick('provinceCode', 'dong nai', 'Đồng Nai');
    await pick('wardCode', 'tran bien', 'Phường Trấn Biên');
    await act(async () => fireEvent.click(edit));
    const fields = {
      recipientName: 'Lan',
      phone: '0901234567',
      provinceCode: '75',
      wardCode: '26041',
      address: '1 Lê Lợi',
      notes: 'Gọi trước',
    };
    expect(calls('put')).toEqual([['/api/shop/address/update/u1/a1', fields]]);
    // The card shows the answer: the recipient it now has, without reading the book again.
    expect(await screen.findByText('Lan')).toBeTruthy();
    expect(calls('get')).toEqual([[book]]);
  });

  it("keeps the form when the server refuses a save, with the server's words", async () => {
    const { calls } = server(
      [old],
      new ApiError('Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.', 400),
    );
    signedIn();
    fireEvent.click(await screen.findByRole('button', { name: t('address.editOf', { address: '1 Lê Lợi' }) }));
    await waitFor(() => expect(field('provinceCode').closest('.ant-select-loading')).toBeNull());
    fill('recipientName', 'Lan');
    await pick('provinceCode', 'dong nai', 'Đồng Nai');
    await pick('wardCode', 'tran bien', 'Phường Trấn Biên');
    fireEvent.click(screen.getByRole('button', { name: t('address.edit') }));
    expect(
      await screen.findByText('Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.'),
    ).toBeTruthy();
    expect((field('recipientName') as HTMLInputElement).value).toBe('Lan');
    expect(calls('put')).toHaveLength(1);
  });

  it('deletes an address once confirmed, taking it out of the book without reading it again', async () => {
    const { calls } = server([old, { ...old, _id: 'a2', address: '2 Lý Thái Tổ' }]);
    signedIn();
    fireEvent.click(await screen.findByRole('button', { name: t('address.deleteOf', { address: '1 Lê Lợi' }) }));
    fireEvent.click(await screen.findByRole('button', { name: t('address.delete') }));
    await waitFor(() => expect(screen.queryByText('1 Lê Lợi, Biên Hòa, 810000')).toBeNull());
    expect(screen.getByText('2 Lý Thái Tổ, Biên Hòa, 810000')).toBeTruthy();
    expect(calls('delete')).toEqual([['/api/shop/address/delete/u1/a1']]);
    expect(calls('get')).toEqual([[book]]);
    expect(await screen.findByText(t('address.deleted'))).toBeTruthy();
  });

  it("refuses a fourth address with the rule's words, without calling the server", async () => {
    const { calls } = server([old, { ...old, _id: 'a2' }, { ...old, _id: 'a3' }]);
    signedIn();
    fireEvent.click(await screen.findByRole('button', { name: t('address.addNew') }));
    await waitFor(() => expect(field('provinceCode').closest('.ant-select-loading')).toBeNull());
    fill('recipientName', 'Lan');
    fill('phone', '0912 345 678');
    fill('address', '12 Lê Lợi');
    await pick('provinceCode', 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await pick('wardCode', 'ben thanh', 'Phường Bến Thành');
    fireEvent.click(addButton());
    expect(await screen.findByText(t('address.tooMany'))).toBeTruthy();
    expect(calls('post')).toEqual([]);
  });
});
