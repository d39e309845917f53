import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Empty, Input, Popconfirm, Radio, type InputRef } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  addressFieldNames,
  addressMaxLengths,
  maxAddresses,
  phoneValid,
  type AddressFieldName,
  type AddressFields,
  type AddressView,
} from '@tavico/contracts/client';
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

const fields: { name: AddressFieldName; multiline?: boolean }[] = [
  { name: 'address' },
  { name: 'city' },
  { name: 'pincode' },
  { name: 'phone' },
  { name: 'notes', multiline: true },
];

/** What is wrong with one field, by contracts' rule (the server's), said in the language shown. */
function fieldProblem(t: TFunction, field: AddressFieldName, value: string): string | null {
  const trimmed = value.trim();
  const label = t(`address.fields.${field}`);
  if (trimmed === '') return t('address.required', { field: label.toLowerCase() });
  if (trimmed.length > addressMaxLengths[field])
    return t('address.tooLong', { field: label, max: addressMaxLengths[field] });
  if (field === 'phone' && !phoneValid(trimmed)) return t('address.phoneInvalid');
  return null;
}
const formProblem = (t: TFunction, form: AddressFields) =>
  addressFieldNames.some((f) => fieldProblem(t, f, form[f]) !== null);
const empty: AddressFields = { address: '', city: '', pincode: '', phone: '', notes: '' };

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
  const [form, setForm] = useState<AddressFields>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  // Until the list has been asked for, an empty one means "not read yet", not "none saved".
  const [asked, setAsked] = useState(false);
  const firstField = useRef<InputRef>(null);

  useEffect(() => {
    dispatch(addressesRequested());
    setAsked(true);
  }, [dispatch]);
  useEffect(() => {
    setForm(empty);
    setEditing(null);
    setAdding(false);
  }, [savedCount]);

  // Opened by 'Thêm địa chỉ mới' or an Edit, the form takes the focus, which brings it into view.
  useEffect(() => {
    if (adding || editing) firstField.current?.focus();
  }, [adding, editing]);

  const edit = (a: AddressView) => {
    setEditing(a._id);
    setForm({ address: a.address, city: a.city, pincode: a.pincode, phone: a.phone, notes: a.notes });
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
                <AddressCard address={a} onEdit={() => edit(a)}>
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
              <AddressCard key={a._id} address={a} onEdit={() => edit(a)} />
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
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {fields.map((f) => {
              // The server's own rule (contracts), said once the field has something in it.
              const problem = form[f.name].trim() === '' ? null : fieldProblem(t, f.name, form[f.name]);
              return (
                <div key={f.name} className="address-field">
                  <label>
                    <span>{t(`address.fields.${f.name}`)}</span>
                    {f.multiline ? (
                      <Input.TextArea
                        rows={2}
                        value={form[f.name]}
                        status={problem ? 'error' : undefined}
                        onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                      />
                    ) : (
                      <Input
                        ref={f.name === 'address' ? firstField : undefined}
                        value={form[f.name]}
                        status={problem ? 'error' : undefined}
                        onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                      />
                    )}
                  </label>
                  {problem && (
                    <p className="address-field-problem" role="alert">
                      {problem}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="address-form-actions">
              <Button type="primary" htmlType="submit" disabled={formProblem(t, form)}>
                {editing ? t('address.edit') : t('address.add')}
              </Button>
              {(editing || adding) && <Button onClick={close}>{t('address.cancel')}</Button>}
            </div>
          </form>
        </Panel>
      )}
    </div>
  );
}

/** One saved address, with Edit and Delete; `children` goes on top (the checkout's radio). */
function AddressCard({
  address: a,
  onEdit,
  children,
}: {
  address: AddressView;
  onEdit: () => void;
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return (
    <Panel className="address-card">
      {children}
      {fields.map(({ name }) => (
        <p key={name}>{t('address.line', { label: t(`address.fields.${name}`), value: a[name] })}</p>
      ))}
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
