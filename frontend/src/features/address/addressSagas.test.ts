import type { AddressView, SessionUser } from '@tavico/contracts/client';
import { signedIn } from '../auth';
import { stubServer } from '../../testing/server';
import { testStore } from '../../testing/services';
import { addressApi } from './addressApi';
import { addressUsed, lastAddressKey, preselectedAddressId, selectPreselectedAddressId } from './addressSlice';

const user: SessionUser = { id: 'u1', _id: 'u1', userName: 'Lan', email: 'lan@example.vn', role: 'customer' };
const saved = (id: string): AddressView => ({
  _id: id,
  userId: 'u1',
  recipientName: 'Lan',
  phone: '0901234567',
  provinceCode: '75',
  wardCode: '26068',
  address: '1 Lê Lợi',
  notes: '',
});

afterEach(() => jest.restoreAllMocks());

/** A signed-in shopper's store, the server holding these addresses. */
function signedInWith(list: AddressView[]) {
  stubServer([['get', '/api/shop/address/get/u1', () => ({ success: true, data: list })]]);
  const t = testStore();
  t.store.dispatch(signedIn(user));
  return t;
}

describe('the address a checkout starts with', () => {
  it('is the only one, or the one last ordered to while it is still saved, or none', () => {
    expect(preselectedAddressId([saved('a')], null)).toBe('a');
    expect(preselectedAddressId([saved('a'), saved('b')], 'b')).toBe('b');
    expect(preselectedAddressId([saved('a'), saved('b')], 'gone')).toBeNull();
    expect(preselectedAddressId([saved('a'), saved('b')], null)).toBeNull();
    expect(preselectedAddressId([], 'b')).toBeNull();
  });

  it('is remembered per user on this device when an order goes to it, and read back with the book', async () => {
    const first = signedInWith([saved('a'), saved('b')]);
    first.store.dispatch(addressUsed({ addressId: 'b' }));
    expect(first.local.getItem(lastAddressKey('u1'))).toBe('b');

    const again = signedInWith([saved('a'), saved('b')]);
    again.local.setItem(lastAddressKey('u1'), 'b');
    expect(selectPreselectedAddressId(again.store.getState())).toBeNull();
    await again.store.dispatch(addressApi.endpoints.addresses.initiate('u1'));
    expect(selectPreselectedAddressId(again.store.getState())).toBe('b');
  });
});
