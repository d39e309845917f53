import { useMemo, useRef, useEffect } from 'react';
import { Button, Input, Select, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { foldVietnamese } from '@tavico/contracts/client';
import {
  addressFieldNames,
  addressFieldProblem,
  addressMaxLengths,
  addressProblem,
  addressRuleMessages,
  addressUnitsProblem,
  optionalAddressFields,
  type AddressFieldName,
  type AddressForm as AddressFormValues,
  type AdminUnit,
  type AdminUnits,
} from '@tavico/contracts/address';

export const emptyAddressForm: AddressFormValues = {
  recipientName: '',
  phone: '',
  provinceCode: '',
  wardCode: '',
  address: '',
  notes: '',
};

/** What is wrong with one field, by contracts' rule (the server's), said in the language shown. */
function fieldProblem(t: TFunction, field: AddressFieldName, form: AddressFormValues, units: AdminUnits | null) {
  const problem = addressFieldProblem(field, form[field]);
  const label = t(`address.fields.${field}`);
  if (problem?.key === addressRuleMessages.phone.key) return t('address.phoneInvalid');
  if (problem?.key === addressRuleMessages.tooLong(field).key)
    return t('address.tooLong', { field: label, max: addressMaxLengths[field] });
  if (problem)
    return t(field === 'provinceCode' || field === 'wardCode' ? 'address.requiredPick' : 'address.required', {
      field: label.toLowerCase(),
    });
  if (field === 'wardCode' && units && form.provinceCode && form.wardCode && addressUnitsProblem(form, units))
    return t('address.wardNotInProvince');
  return null;
}

/** Options for a picker, found by typing with or without accents ("ben thanh" finds "Phường Bến Thành"). */
type UnitOption = { value: string; label: string; search: string };
const collator = new Intl.Collator('vi');
/** Sorted by the name itself, "Thành phố", "Tỉnh", "Phường", "Xã" aside. */
const bare = (name: string) => name.replace(/^(Thành phố|Tỉnh|Phường|Xã|Đặc khu)\s+/, '');
const optionsOf = (units: AdminUnit[]): UnitOption[] =>
  units
    .map((u) => ({ value: u.code, label: u.name, search: foldVietnamese(u.name) }))
    .sort((a, b) => collator.compare(bare(a.label), bare(b.label)));
const filterOption = (input: string, option?: UnitOption) =>
  !!option &&
  foldVietnamese(input.trim())
    .split(/\s+/)
    .every((word) => option.search.includes(word));

/**
 * The address form (decisions §34): recipient, phone, province then ward picked from the
 * administrative units (typed to search), street, optional notes. Saving is allowed once
 * contracts' rule finds nothing wrong.
 */
export function AddressForm({
  form,
  onChange,
  units,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  form: AddressFormValues;
  onChange: (form: AddressFormValues) => void;
  units: AdminUnits | null;
  submitLabel: string;
  onSubmit: () => void;
  onCancel?: () => void;
  /** Opened by a press (Add, Edit): the focus, which brings it into view. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const firstField = useRef<InputRef>(null);
  useEffect(() => {
    if (autoFocus) firstField.current?.focus();
  }, [autoFocus]);
  const provinces = useMemo(() => (units ? optionsOf(units.provinces) : []), [units]);
  const wards = useMemo(
    () => (units && form.provinceCode ? optionsOf(units.wardsOf(form.provinceCode)) : []),
    [units, form.provinceCode],
  );
  const blocked = !units || addressProblem(form, units) !== null;
  const set = (field: AddressFieldName, value: string) =>
    // A new province empties the ward, which must be one of its own.
    onChange({
      ...form,
      [field]: value,
      ...(field === 'provinceCode' && value !== form.provinceCode ? { wardCode: '' } : {}),
    });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!blocked) onSubmit();
      }}
    >
      {addressFieldNames.map((field) => {
        // The server's own rule (contracts), said once the field has something in it.
        const problem = form[field].trim() === '' ? null : fieldProblem(t, field, form, units);
        const id = `address-${field}`;
        const picker = field === 'provinceCode' || field === 'wardCode';
        return (
          <div key={field} className="address-field">
            <label htmlFor={id}>
              {t(`address.fields.${field}`)}
              {optionalAddressFields.includes(field) && (
                <span className="address-optional"> {t('address.optional')}</span>
              )}
            </label>
            {picker ? (
              <Select<string, UnitOption>
                id={id}
                className="address-picker"
                value={form[field] || undefined}
                options={field === 'provinceCode' ? provinces : wards}
                onChange={(value) => set(field, value)}
                showSearch={{ filterOption }}
                loading={!units}
                disabled={field === 'wardCode' && !form.provinceCode}
                placeholder={t(field === 'provinceCode' ? 'address.pickProvince' : 'address.pickWard')}
                notFoundContent={t('address.noMatch')}
                status={problem ? 'error' : undefined}
              />
            ) : field === 'notes' ? (
              <Input.TextArea
                id={id}
                rows={2}
                value={form[field]}
                status={problem ? 'error' : undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            ) : (
              <Input
                id={id}
                ref={field === 'recipientName' ? firstField : undefined}
                value={form[field]}
                status={problem ? 'error' : undefined}
                autoComplete={field === 'recipientName' ? 'name' : field === 'phone' ? 'tel' : 'street-address'}
                inputMode={field === 'phone' ? 'tel' : undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
            {problem && (
              <p className="address-field-problem" role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <div className="address-form-actions">
        <Button type="primary" htmlType="submit" disabled={blocked}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('address.cancel')}</Button>}
      </div>
    </form>
  );
}
