import type { AddressView, SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { ApiError } from '../../shared/http';
import { flush, testStore } from '../../testing/services';
import { addressApi } from './addressApi';
import {
  addressAddRequested,
  addressesLoaded,
  addressesRequested,
  addressUpdateRequested,
  addressUsed,
  lastAddressKey,
  preselectedAddressId,
} from './addressSlice';
import { inLanguage } from '../../testing/language';

// These tests check the spec's English words.
inLanguage('en');

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const fields = {
  recipientName: 'Lan',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '1 Lê Lợi',
  notes: 'Gọi trước',
};
const saved = (id: string): AddressView => ({ ...fields, _id: id, userId: 'u1' });

afterEach(() => jest.restoreAllMocks());

function setup(list: AddressView[]) {
  jest.spyOn(addressApi, 'list').mockResolvedValue({ success: true, data: list });
  const t = testStore();
  t.store.dispatch(signedIn(user));
  t.store.dispatch(addressesLoaded(list));
  return t;
}

describe('address sagas', () => {
  it('rejects a fourth address with "You can add max 3 addresses" without calling the server', async () => {
    const add = jest.spyOn(addressApi, 'add');
    const { store, toast } = setup([saved('a'), saved('b'), saved('c')]);
    store.dispatch(addressAddRequested(fields));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('You can add max 3 addresses');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds, says "Address added successfully", resets the form and reloads the list', async () => {
    const { store, toast } = setup([]);
    jest.spyOn(addressApi, 'add').mockResolvedValue({ success: true });
    (addressApi.list as jest.Mock).mockResolvedValue({ success: true, data: [saved('a')] });
    store.dispatch(addressAddRequested(fields));
    await flush();
    expect(addressApi.add).toHaveBeenCalledWith('u1', fields);
    expect(toast.success).toHaveBeenCalledWith('Address added successfully');
    expect(store.getState().shopAddress.savedCount).toBe(1);
    expect(store.getState().shopAddress.addressList).toEqual([saved('a')]);
  });

  it('keeps the form when the server refuses, with its message', async () => {
    const { store, toast } = setup([saved('a')]);
    jest
      .spyOn(addressApi, 'update')
      .mockRejectedValue(new ApiError('Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.', 400));
    store.dispatch(addressUpdateRequested({ addressId: 'a', fields: { ...fields, phone: '12' } }));
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Số điện thoại (phone) phải có 9 đến 15 chữ số, có thể bắt đầu bằng +.');
    expect(store.getState().shopAddress.savedCount).toBe(0);
  });

  it('empties the list when loading fails', async () => {
    const { store } = setup([saved('a')]);
    (addressApi.list as jest.Mock).mockRejectedValue(new ApiError('down', 503));
    store.dispatch(addressesRequested());
    await flush();
    expect(store.getState().shopAddress.addressList).toEqual([]);
  });
});

describe('the address a checkout starts with', () => {
  it('is the only one, or the one last ordered to while it is still saved, or none', () => {
    expect(preselectedAddressId([saved('a')], null)).toBe('a');
    expect(preselectedAddressId([saved('a'), saved('b')], 'b')).toBe('b');
    expect(preselectedAddressId([saved('a'), saved('b')], 'gone')).toBeNull();
    expect(preselectedAddressId([saved('a'), saved('b')], null)).toBeNull();
    expect(preselectedAddressId([], 'b')).toBeNull();
  });

  it('is remembered per user on this device when an order goes to it, and read back with the list', async () => {
    const { store, local } = setup([saved('a'), saved('b')]);
    store.dispatch(addressUsed({ addressId: 'b' }));
    expect(local.getItem(lastAddressKey('u1'))).toBe('b');

    const again = setup([saved('a'), saved('b')]);
    again.local.setItem(lastAddressKey('u1'), 'b');
    again.store.dispatch(addressesRequested());
    await flush();
    expect(again.store.getState().shopAddress.lastUsedId).toBe('b');
    expect(store.getState().shopAddress.lastUsedId).toBe('b');
  });
});
