import { useEffect, useState } from 'react';
import { Button, Empty, Input, Popconfirm, Radio } from 'antd';
import { maxAddresses, type AddressFields, type AddressView } from '@tavico/contracts/client';
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

const fields: { name: keyof AddressFields; label: string; multiline?: boolean }[] = [
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'pincode', label: 'Pincode' },
  { name: 'phone', label: 'Phone' },
  { name: 'notes', label: 'Notes', multiline: true },
];
const empty: AddressFields = { address: '', city: '', pincode: '', phone: '', notes: '' };

/** Every field non-empty after trimming (spec §5). */
export const addressComplete = (form: AddressFields): boolean => fields.every((f) => form[f.name].trim() !== '');

/**
 * The saved addresses (up to three) and the form: add mode, or edit mode once an address's Edit
 * is chosen; after a save it goes back to add mode, empty. With `onSelect` a card can be chosen.
 */
export function AddressBook({ selectedId, onSelect }: { selectedId?: string | null; onSelect?: (id: string) => void }) {
  const dispatch = useAppDispatch();
  const { addressList, savedCount } = useAppSelector(selectAddressState);
  const [form, setForm] = useState<AddressFields>(empty);
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    dispatch(addressesRequested());
  }, [dispatch]);
  useEffect(() => {
    setForm(empty);
    setEditing(null);
  }, [savedCount]);

  const edit = (a: AddressView) => {
    setEditing(a._id);
    setForm({ address: a.address, city: a.city, pincode: a.pincode, phone: a.phone, notes: a.notes });
  };
  const submit = () =>
    dispatch(editing ? addressUpdateRequested({ addressId: editing, fields: form }) : addressAddRequested(form));

  return (
    <div className="address-book">
      <section aria-label="Địa chỉ đã lưu">
        {addressList.length === 0 ? (
          <Empty description="Chưa có địa chỉ nào." />
        ) : (
          <div className="address-list" role={onSelect ? 'radiogroup' : undefined} aria-label="Địa chỉ giao hàng">
            {addressList.map((a) => (
              <Panel key={a._id} className={a._id === selectedId ? 'address-card selected' : 'address-card'}>
                {onSelect && (
                  <Radio
                    checked={a._id === selectedId}
                    onChange={() => onSelect(a._id)}
                    aria-label={`Chọn địa chỉ ${a.address}`}
                  >
                    Giao tới địa chỉ này
                  </Radio>
                )}
                <p>Address: {a.address}</p>
                <p>City: {a.city}</p>
                <p>Pincode: {a.pincode}</p>
                <p>Phone: {a.phone}</p>
                <p>Notes: {a.notes}</p>
                <div className="address-card-actions">
                  <Button onClick={() => edit(a)} aria-label={`Sửa địa chỉ ${a.address}`}>
                    Edit
                  </Button>
                  <Popconfirm
                    title="Xóa địa chỉ này?"
                    okText="Xóa"
                    cancelText="Không"
                    onConfirm={() => dispatch(addressDeleteRequested({ addressId: a._id }))}
                  >
                    <Button danger aria-label={`Xóa địa chỉ ${a.address}`}>
                      Delete
                    </Button>
                  </Popconfirm>
                </div>
              </Panel>
            ))}
          </div>
        )}
      </section>
      <Panel
        title={editing ? 'Edit Address' : `Add New Address (${addressList.length}/${maxAddresses})`}
        className="address-form"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {fields.map((f) => (
            <label key={f.name} className="address-field">
              <span>{f.label}</span>
              {f.multiline ? (
                <Input.TextArea
                  rows={2}
                  value={form[f.name]}
                  onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                />
              ) : (
                <Input value={form[f.name]} onChange={(e) => setForm({ ...form, [f.name]: e.target.value })} />
              )}
            </label>
          ))}
          <div className="address-form-actions">
            <Button type="primary" htmlType="submit" disabled={!addressComplete(form)}>
              {editing ? 'Edit' : 'Add'}
            </Button>
            {editing && (
              <Button
                onClick={() => {
                  setEditing(null);
                  setForm(empty);
                }}
              >
                Hủy
              </Button>
            )}
          </div>
        </form>
      </Panel>
    </div>
  );
}
