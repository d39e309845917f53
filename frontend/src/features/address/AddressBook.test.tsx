/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { t } from 'i18next';
import { renderScreen } from '../../testing/render';
import { addressApi } from './addressApi';
import { AddressBook } from './AddressBook';
import { addressAddRequested, addressUpdateRequested } from './addressSlice';

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

beforeEach(() => jest.spyOn(addressApi, 'list').mockResolvedValue({ success: true, data: [old] }));
afterEach(() => jest.restoreAllMocks());

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
  const view = signedIn();
  fireEvent.click(await screen.findByRole('button', { name: t('address.addNew') }));
  await waitFor(() => expect(field('provinceCode').closest('.ant-select-loading')).toBeNull());
  return view;
}

describe('address book', () => {
  it('shows an old address as it was saved: street, city, pincode, phone', async () => {
    signedIn();
    expect(await screen.findByText('1 Lê Lợi, Biên Hòa, 810000')).toBeTruthy();
    expect(screen.getByText('0901234567')).toBeTruthy();
  });

  it('adds a Vietnamese address: province and ward picked by typing without accents', async () => {
    const { dispatched } = await openForm();
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
    expect(dispatched).toContainEqual(
      addressAddRequested({
        recipientName: 'Nguyễn Thị Lan',
        phone: '0912 345 678',
        provinceCode: '79',
        wardCode: '26743',
        address: '12 Lê Lợi',
        notes: '',
      }),
    );
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
    const { dispatched } = signedIn();
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
    expect(dispatched).toContainEqual(
      addressUpdateRequested({
        addressId: 'a1',
        fields: {
          recipientName: 'Lan',
          phone: '0901234567',
          provinceCode: '75',
          wardCode: '26041',
          address: '1 Lê Lợi',
          notes: 'Gọi trước',
        },
      }),
    );
  });
});
