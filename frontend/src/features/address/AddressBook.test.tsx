/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { t } from 'i18next';
import { renderScreen } from '../../testing/render';
import { addressApi } from './addressApi';
import { AddressBook } from './AddressBook';
import { addressAddRequested, addressUpdateRequested } from './addressSlice';

const saved = {
  _id: 'a1',
  userId: 'u1',
  address: '1 Lê Lợi',
  city: 'Biên Hòa',
  pincode: '810000',
  phone: '0901234567',
  notes: 'Gọi trước',
};

beforeEach(() => jest.spyOn(addressApi, 'list').mockResolvedValue({ success: true, data: [saved] }));
afterEach(() => jest.restoreAllMocks());

type Field = 'address' | 'city' | 'pincode' | 'phone' | 'notes';
const fill = (field: Field, value: string) =>
  fireEvent.change(screen.getByLabelText(t(`address.fields.${field}`)), { target: { value } });

describe('address book', () => {
  it('keeps Add disabled until every field has more than spaces', () => {
    renderScreen(<AddressBook />);
    const add = screen.getByRole('button', { name: t('address.add') });
    fill('address', '2 Lý Thái Tổ');
    fill('city', 'Biên Hòa');
    fill('pincode', '810000');
    fill('phone', '0907654321');
    fill('notes', '   ');
    expect(add.hasAttribute('disabled')).toBe(true);
    fill('notes', 'Giao buổi sáng');
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it("keeps Add disabled on a phone the server would refuse, and says the server's rule", () => {
    renderScreen(<AddressBook />);
    const add = screen.getByRole('button', { name: t('address.add') });
    fill('address', '2 Lý Thái Tổ');
    fill('city', 'Biên Hòa');
    fill('pincode', '810000');
    fill('notes', 'Giao buổi sáng');
    fill('phone', '12345');
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(t('address.phoneInvalid'));
    fill('phone', '090 765 4321');
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds what was typed', () => {
    const { dispatched } = renderScreen(<AddressBook />);
    fill('address', '2 Lý Thái Tổ');
    fill('city', 'Biên Hòa');
    fill('pincode', '810000');
    fill('phone', '0907654321');
    fill('notes', 'Giao buổi sáng');
    fireEvent.click(screen.getByRole('button', { name: t('address.add') }));
    expect(dispatched).toContainEqual(
      addressAddRequested({
        address: '2 Lý Thái Tổ',
        city: 'Biên Hòa',
        pincode: '810000',
        phone: '0907654321',
        notes: 'Giao buổi sáng',
      }),
    );
  });

  it('edits a saved address in the same form, with the button reading Edit', async () => {
    const user = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' as const };
    const { dispatched } = renderScreen(<AddressBook />, {
      preloadedState: { auth: { isAuthenticated: true, isLoading: false, user } },
    });
    fireEvent.click(await screen.findByRole('button', { name: t('address.editOf', { address: '1 Lê Lợi' }) }));
    expect((screen.getByLabelText(t('address.fields.city')) as HTMLInputElement).value).toBe('Biên Hòa');
    fill('city', 'Dĩ An');
    fireEvent.click(screen.getByRole('button', { name: t('address.edit') }));
    const { _id, userId: _userId, ...fields } = saved;
    expect(dispatched).toContainEqual(addressUpdateRequested({ addressId: _id, fields: { ...fields, city: 'Dĩ An' } }));
  });
});
