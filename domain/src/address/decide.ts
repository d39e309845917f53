import {
  NotFound,
  ValidationError,
  addressMessages,
  maxAddresses,
  type AddressBookEvent,
  type AddressFields,
} from '@tavico/contracts';
import type { Decider } from '../decider';
import { evolve, initialState, type AddressBookState } from './addressBook';

export type AddAddress = { type: 'AddAddress'; userId: string; addressId: string; fields: AddressFields };
export type UpdateAddress = { type: 'UpdateAddress'; userId: string; addressId: string; fields: AddressFields };
export type DeleteAddress = { type: 'DeleteAddress'; userId: string; addressId: string };
export type AddressBookCommand = AddAddress | UpdateAddress | DeleteAddress;

export function decide(command: AddressBookCommand, state: AddressBookState): AddressBookEvent[] {
  const { userId, addressId } = command;
  const current = state.addresses.find((a) => a.addressId === addressId);
  switch (command.type) {
    case 'AddAddress':
      if (state.addresses.length >= maxAddresses) throw new ValidationError(addressMessages.tooMany);
      return [{ type: 'AddressAdded', data: { userId, addressId, ...command.fields } }];
    case 'UpdateAddress': {
      if (!current) throw new NotFound(addressMessages.notFound);
      const { addressId: _a, ...fields } = current;
      if (JSON.stringify(fields) === JSON.stringify({ ...fields, ...command.fields })) return [];
      return [{ type: 'AddressUpdated', data: { userId, addressId, ...command.fields } }];
    }
    case 'DeleteAddress':
      if (!current) throw new NotFound(addressMessages.notFound);
      return [{ type: 'AddressDeleted', data: { userId, addressId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const addressBookDecider: Decider<AddressBookState, AddressBookCommand, AddressBookEvent> = {
  name: 'address-book@1',
  initialState,
  evolve,
  decide,
};
