import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Empty, Popconfirm, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { maxAddresses, type AddressView } from '@tavico/contracts/client';
import { addressParts, type AddressForm as AddressFormValues, type AdminUnits } from '@tavico/contracts/address';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  addressAddRequested,
  addressDeleteRequested,
  addressesRequested,
  addressUpdateRequested,
  selectAddressState,
} from './addressSlice';
import './address.css';
import { Panel } from '../../shared/Panel';
import { useAdminUnits } from '../../shared/useAdminUnits';
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

/** A click on a card's own buttons (Edit, Delete, its confirmation) is not a choice of the card. */
const onAControl = (e: MouseEvent) => (e.target as HTMLElement).closest('button, a, input, .ant-popover') !== null;

/**
 * The saved addresses (up to three) and the form: add mode, or edit mode once an address's Edit
 * is chosen; after a save it goes back to add mode, empty. With saved addresses the form stays
 * folded behind 'Thêm địa chỉ mới'. With `onSelect` a card is chosen by a click anywhere on it,
 * or by its radio (arrow keys move between them).
 */
export function AddressBook({ selectedId, onSelect }: { selectedId?: string | null; onSelect?: (id: string) => void }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { addressList, savedCount, isLoading } = useAppSelector(selectAddressState);
  const [form, setForm] = useState<AddressFormValues>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Until the list has been asked for, an empty one means "not read yet", not "none saved".
  const [asked, setAsked] = useState(false);
  const units = useAdminUnits();

  useEffect(() => {
    dispatch(addressesRequested());
    setAsked(true);
  }, [dispatch]);
  useEffect(() => {
    setForm(empty);
    setEditing(null);
    setAdding(false);
  }, [savedCount]);

  const edit = (a: AddressView) => {
    setEditing(a._id);
    setForm(formOf(a));
  };
  const close = () => {
    setEditing(null);
    setAdding(false);
    setForm(empty);
  };
  const submit = () =>
    dispatch(editing ? addressUpdateRequested({ addressId: editing, fields: form }) : addressAddRequested(form));
  const none = asked && !isLoading && addressList.length === 0;
  const formShown = none || adding || editing !== null;

  return (
    <div className="address-book">
      <section aria-label={t('address.saved')}>
        {addressList.length === 0 ? (
          none && <Empty description={t('address.none')} />
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
                <AddressCard address={a} units={units} onEdit={() => edit(a)}>
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
              <AddressCard key={a._id} address={a} units={units} onEdit={() => edit(a)} />
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
            onSubmit={submit}
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
  units,
  onEdit,
  children,
}: {
  address: AddressView;
  units: AdminUnits | null;
  onEdit: () => void;
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
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
          onConfirm={() => dispatch(addressDeleteRequested({ addressId: a._id }))}
        >
          <Button danger aria-label={t('address.deleteOf', { address: a.address })}>
            {t('address.delete')}
          </Button>
        </Popconfirm>
      </div>
    </Panel>
  );
}
