import { apiRoutes, type AddressFields, type AddressView } from '@tavico/contracts/client';
import { api } from '../../shared/api';
import { route, type DataEnvelope } from '../../shared/http';

/** Whose book, and which address in it. */
interface AddressKey {
  userId: string;
  addressId: string;
}

/**
 * The address book (spec §4: up to three). Each command answers with what changed, which goes
 * into the read book as it is: a save never reads the book again.
 */
export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A shopper's saved addresses, oldest first. */
    addresses: build.query<AddressView[], string>({
      query: (userId) => route(apiRoutes.shop.addressGet, { userId }),
      transformResponse: (answer) => (answer as DataEnvelope<AddressView[]>).data,
      providesTags: ['Address'],
    }),
    /** Adds one; the answer is the address saved, last in the book. */
    addAddress: build.mutation<AddressView, { userId: string; fields: AddressFields }>({
      query: ({ userId, fields }) => ({ method: 'POST', url: apiRoutes.shop.addressAdd, body: { ...fields, userId } }),
      transformResponse: (answer) => (answer as DataEnvelope<AddressView>).data,
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer)
          dispatch(addressApi.util.updateQueryData('addresses', userId, (book) => void book.push(answer.data)));
      },
    }),
    /** Changes one; the answer is the address as saved. */
    updateAddress: build.mutation<AddressView, AddressKey & { fields: AddressFields }>({
      query: ({ userId, addressId, fields }) => ({
        method: 'PUT',
        url: route(apiRoutes.shop.addressUpdate, { userId, addressId }),
        body: fields,
      }),
      transformResponse: (answer) => (answer as DataEnvelope<AddressView>).data,
      async onQueryStarted({ userId, addressId }, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled);
        if (answer)
          dispatch(
            addressApi.util.updateQueryData('addresses', userId, (book) =>
              book.map((address) => (address._id === addressId ? answer.data : address)),
            ),
          );
      },
    }),
    /** Deletes one; the answer says only that it is gone. */
    deleteAddress: build.mutation<unknown, AddressKey>({
      query: ({ userId, addressId }) => ({
        method: 'DELETE',
        url: route(apiRoutes.shop.addressDelete, { userId, addressId }),
      }),
      async onQueryStarted({ userId, addressId }, { dispatch, queryFulfilled }) {
        if (!(await settled(queryFulfilled))) return;
        dispatch(
          addressApi.util.updateQueryData('addresses', userId, (book) =>
            book.filter((address) => address._id !== addressId),
          ),
        );
      },
    }),
  }),
});

/** A command's answer, or null when the server refused it (the screen says why). */
const settled = <T>(fulfilled: Promise<{ data: T }>) =>
  fulfilled.then(
    ({ data }) => ({ data }),
    () => null,
  );

export const { useAddressesQuery, useAddAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } =
  addressApi;
