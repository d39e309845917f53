import { addressMessages, type AddressBookEvent, type AddressFields } from '@tavico/contracts';
import { givenEvents } from '../testing';
import { addressBookDecider } from './decide';

const fields: AddressFields = {
  recipientName: 'Trần Văn Minh',
  phone: '0912345678',
  provinceCode: '01',
  wardCode: '00070',
  address: '12 Hàng Gai',
  notes: 'Giao giờ hành chính',
};
const added = (addressId: string): AddressBookEvent => ({
  type: 'AddressAdded',
  data: { userId: 'u1', addressId, ...fields },
});

describe('address book decider', () => {
  it('adds up to three addresses and refuses a fourth with "You can add max 3 addresses"', () => {
    givenEvents(addressBookDecider, [added('a1'), added('a2')])
      .when({ type: 'AddAddress', userId: 'u1', addressId: 'a3', fields })
      .then([added('a3')]);
    givenEvents(addressBookDecider, [added('a1'), added('a2'), added('a3')])
      .when({ type: 'AddAddress', userId: 'u1', addressId: 'a4', fields })
      .thenRejects({ name: 'ValidationError', status: 400, message: addressMessages.tooMany });
  });

  it('frees a place when an address is deleted', () => {
    const deleted: AddressBookEvent = { type: 'AddressDeleted', data: { userId: 'u1', addressId: 'a2' } };
    givenEvents(addressBookDecider, [added('a1'), added('a2'), added('a3'), deleted])
      .when({ type: 'AddAddress', userId: 'u1', addressId: 'a4', fields })
      .then([added('a4')]);
  });

  it('updates an address it has; an unknown one is 404; no change records nothing', () => {
    const given = givenEvents(addressBookDecider, [added('a1')]);
    given
      .when({ type: 'UpdateAddress', userId: 'u1', addressId: 'a1', fields: { ...fields, wardCode: '00082' } })
      .then([{ type: 'AddressUpdated', data: { userId: 'u1', addressId: 'a1', ...fields, wardCode: '00082' } }]);
    given.when({ type: 'UpdateAddress', userId: 'u1', addressId: 'a1', fields }).then([]);
    given
      .when({ type: 'UpdateAddress', userId: 'u1', addressId: 'a9', fields })
      .thenRejects({ name: 'NotFound', status: 404, message: addressMessages.notFound });
    given.when({ type: 'DeleteAddress', userId: 'u1', addressId: 'a9' }).thenRejects({ name: 'NotFound', status: 404 });
  });
});
