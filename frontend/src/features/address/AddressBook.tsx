import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Empty, Popconfirm, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maxAddresses, type AddressView } from '@tavico/contracts/client';
import { addressParts, type AddressForm as AddressFormValues, type AdminUnits } from '@tavico/contracts/address';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { messageOf } from '../../shared/http';
import { Panel } from '../../shared/Panel';
import { screenToast } from '../../shared/screenToast';
import { useAdminUnits } from '../../shared/useAdminUnits';
import { selectShopper } from '../auth';
import {
  useAddAddressMutation,
  useAddressesQuery,
  useDeleteAddressMutation,
  useUpdateAddressMutation,
} from './addressApi';
import './address.css';
import { AddressForm, emptyAddressForm as empty } from './AddressForm';

/** An address in the form; an old one (city and pincode, no recipient) gets the new fields to fill in. */
const formOf = (a: AddressView): AddressFormValues => ({
  recipientName: a.recipientName ?? '',
  phone: a.phone,
  provinceCode: a.provinceCode ?? '',
  wardCode: a.wardCode ?? '',
  address: a.address,
  notes: a.notes ?? '',
});

const noAddresses: AddressView[] = [];

/** A click on a card's own buttons (Edit, Delete, its confirmation) is not a choice of the card. */
const onAControl = (e: MouseEvent) => (e.target as HTMLElement).closest('button, a, input, .ant-popover') !== null;

/**
 * The saved addresses (up to three) and the form: add mode, or edit mode once an address's Edit
 * is chosen; after a save it goes back to add mode, empty. With saved addresses the form stays
 * folded behind 'Thêm địa chỉ mới'. With `onSelect` a card is chosen by a click anywhere on it,
 * or by its radio (arrow keys move between them).
 */
export function AddressBook({ selectedId, onSelect }: { selectedId?: string | null; onSelect?: (id: string) => void }) {
  const { t } = useTranslation();
  const shopper = useAppSelector(selectShopper);
  const userId = shopper?.id;
  const book = useAddressesQuery(userId ?? skipToken);
  const addressList = book.data ?? noAddresses;
  const [addAddress, addCall] = useAddAddressMutation();
  const [updateAddress, updateCall] = useUpdateAddressMutation();
  const [form, setForm] = useState<AddressFormValues>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const units = useAdminUnits();

  const edit = (a: AddressView) => {
    setEditing(a._id);
    setForm(formOf(a));
  };
  const close = () => {
    setEditing(null);
    setAdding(false);
    setForm(empty);
  };
  /** Saves the form; after a save it goes back to add mode, empty; a refusal keeps it, with the server's word. */
  const submit = async () => {
    if (!userId || addCall.isLoading || updateCall.isLoading) return;
    if (!editing && addressList.length >= maxAddresses) return screenToast.error(t('address.tooMany'));
    try {
      if (editing) await updateAddress({ userId, addressId: editing, fields: form }).unwrap();
      else await addAddress({ userId, fields: form }).unwrap();
      screenToast.success(t(editing ? 'address.updated' : 'address.added'));
      close();
    } catch (error) {
      screenToast.error(messageOf(error));
    }
  };
  // Until the book has been read, an empty one means "not read yet", not "none saved".
  const none = (!userId || book.isSuccess || book.isError) && addressList.length === 0;
  const formShown = none || adding || editing !== null;

  return (
    <div className="address-book">
      <section aria-label={t('address.saved')}>
        {addressList.length === 0 ? (
          // At checkout the form right below asks for the first address: no "none saved" picture.
          none && !onSelect && <Empty description={t('address.none')} />
        ) : onSelect ? (
          <Radio.Group
            className="address-list"
            name="delivery-address"
            value={selectedId ?? null}
            onChange={(e) => onSelect(e.target.value as string)}
            aria-label={t('address.deliveryAddress')}
          >
            {addressList.map((a) => (
              <div
                key={a._id}
                className={a._id === selectedId ? 'address-choice selected' : 'address-choice'}
                onClick={(e) => onAControl(e) || onSelect(a._id)}
              >
                <AddressCard address={a} userId={userId} units={units} onEdit={() => edit(a)} onDeleted={close}>
                  <Radio value={a._id} aria-label={t('address.choose', { address: a.address })}>
                    {t('address.deliverHere')}
                  </Radio>
                </AddressCard>
              </div>
            ))}
          </Radio.Group>
        ) : (
          <div className="address-list">
            {addressList.map((a) => (
              <AddressCard
                key={a._id}
                address={a}
                userId={userId}
                units={units}
                onEdit={() => edit(a)}
                onDeleted={close}
              />
            ))}
          </div>
        )}
      </section>
      {!formShown && addressList.length > 0 && (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)} className="address-add-button">
          {t('address.addNew')}
        </Button>
      )}
      {formShown && (
        <Panel
          title={
            editing ? t('address.editTitle') : t('address.addTitle', { count: addressList.length, max: maxAddresses })
          }
          className="address-form"
        >
          <AddressForm
            key={editing ?? 'new'}
            form={form}
            onChange={setForm}
            units={units}
            submitLabel={editing ? t('address.edit') : t('address.add')}
            onSubmit={() => void submit()}
            onCancel={editing || adding ? close : undefined}
            autoFocus={adding || editing !== null}
          />
        </Panel>
      )}
    </div>
  );
}

/** One saved address, with Edit and Delete; `children` goes on top (the checkout's radio). */
function AddressCard({
  address: a,
  userId,
  units,
  onEdit,
  onDeleted,
  children,
}: {
  address: AddressView;
  userId?: string;
  units: AdminUnits | null;
  onEdit: () => void;
  /** After a delete the form goes back to add mode, empty, as after any save. */
  onDeleted: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [deleteAddress] = useDeleteAddressMutation();
  const remove = async () => {
    if (!userId) return;
    try {
      await deleteAddress({ userId, addressId: a._id }).unwrap();
      screenToast.success(t('address.deleted'));
      onDeleted();
    } catch (error) {
      screenToast.error(messageOf(error));
    }
  };
  const shown = addressParts(a, units);
  return (
    <Panel className="address-card">
      {children}
      {shown.recipient && <p className="address-card-recipient">{shown.recipient}</p>}
      <p>{shown.phone}</p>
      <p>{shown.place}</p>
      {shown.notes && <p className="address-card-notes">{shown.notes}</p>}
      <div className="address-card-actions">
        <Button onClick={onEdit} aria-label={t('address.editOf', { address: a.address })}>
          {t('address.edit')}
        </Button>
        <Popconfirm
          title={t('address.deleteConfirm')}
          okText={t('address.delete')}
          cancelText={t('address.no')}
          onConfirm={() => void remove()}
        >
          <Button danger aria-label={t('address.deleteOf', { address: a.address })}>
            {t('address.delete')}
          </Button>
        </Popconfirm>
      </div>
    </Panel>
  );
}
