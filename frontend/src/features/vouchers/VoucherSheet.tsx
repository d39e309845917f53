import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { categories, type CategoryId } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { useSaveVoucherMutation, type VoucherForm, type VoucherRow } from './vouchersAdminApi';

/** A day of the date field as an instant: its start, or its end, in Vietnam (UTC+7). */
const startOfDay = (day: string) => `${day}T00:00:00+07:00`;
const endOfDay = (day: string) => `${day}T23:59:59+07:00`;
/** The Vietnam day of an instant, for the date field. */
const dayOf = (at: string) => new Date(Date.parse(at) + 7 * 3600_000).toISOString().slice(0, 10);

type Draft = Omit<VoucherForm, 'startsAt' | 'endsAt'> & { startsOn: string; endsOn: string };

const blank = (): Draft => {
  const today = dayOf(new Date().toISOString());
  return {
    code: '',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    maxDiscount: null,
    startsOn: today,
    endsOn: today,
    totalUses: null,
    perCustomer: 1,
    categories: null,
    productIds: null,
  };
};

/** Creating a voucher, or changing one's terms (its code stays): the server checks them as a whole. */
export function VoucherSheet({ editing, onClose }: { editing: VoucherRow | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() =>
    editing === 'new' ? blank() : { ...editing, startsOn: dayOf(editing.startsAt), endsOn: dayOf(editing.endsAt) },
  );
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveVoucherMutation();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async () => {
    setError(null);
    const { startsOn, endsOn, ...terms } = draft;
    try {
      await save({
        form: { ...terms, startsAt: startOfDay(startsOn), endsAt: endOfDay(endsOn) },
        create: editing === 'new',
      }).unwrap();
      onClose();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <Modal
      open
      title={editing === 'new' ? t('backOffice.vouchers.new') : t('backOffice.vouchers.edit')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('backOffice.common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={isLoading} onClick={() => void submit()}>
          {t('backOffice.vouchers.save')}
        </Button>,
      ]}
    >
      <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
        <Form.Item label={t('backOffice.vouchers.code')} htmlFor="voucher-code" required>
          <Input
            id="voucher-code"
            value={draft.code}
            disabled={editing !== 'new'}
            maxLength={20}
            onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          />
        </Form.Item>
        <Form.Item label={t('backOffice.vouchers.kind')}>
          <Radio.Group value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })}>
            <Radio value="percent">{t('backOffice.vouchers.percent')}</Radio>
            <Radio value="amount">{t('backOffice.vouchers.amount')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={draft.kind === 'percent' ? t('backOffice.vouchers.percentOff') : t('backOffice.vouchers.amountOff')}
          htmlFor="voucher-value"
        >
          <InputNumber id="voucher-value" min={0} value={draft.value} onChange={(v) => set({ value: v ?? 0 })} />
        </Form.Item>
        <Form.Item label={t('backOffice.vouchers.minOrder')} htmlFor="voucher-min">
          <InputNumber id="voucher-min" min={0} value={draft.minOrder} onChange={(v) => set({ minOrder: v ?? 0 })} />
        </Form.Item>
        <Form.Item label={t('backOffice.vouchers.maxDiscount')} htmlFor="voucher-max">
          <InputNumber id="voucher-max" min={0} value={draft.maxDiscount} onChange={(v) => set({ maxDiscount: v })} />
        </Form.Item>
        <div className="voucher-dates">
          <Form.Item label={t('backOffice.vouchers.startsOn')} htmlFor="voucher-start">
            <Input
              id="voucher-start"
              type="date"
              value={draft.startsOn}
              onChange={(e) => set({ startsOn: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('backOffice.vouchers.endsOn')} htmlFor="voucher-end">
            <Input
              id="voucher-end"
              type="date"
              value={draft.endsOn}
              onChange={(e) => set({ endsOn: e.target.value })}
            />
          </Form.Item>
        </div>
        <Form.Item label={t('backOffice.vouchers.totalUses')} htmlFor="voucher-uses">
          <InputNumber id="voucher-uses" min={1} value={draft.totalUses} onChange={(v) => set({ totalUses: v })} />
        </Form.Item>
        <Form.Item label={t('backOffice.vouchers.perCustomer')} htmlFor="voucher-each">
          <InputNumber
            id="voucher-each"
            min={1}
            value={draft.perCustomer}
            onChange={(v) => set({ perCustomer: v ?? 1 })}
          />
        </Form.Item>
        <Form.Item label={t('backOffice.vouchers.categories')} htmlFor="voucher-categories">
          <Select<CategoryId[]>
            id="voucher-categories"
            mode="multiple"
            allowClear
            placeholder={t('backOffice.vouchers.allProducts')}
            value={draft.categories ?? []}
            options={categories.map((c) => ({
              value: c.id,
              label: t(`categories.${c.id}`, { defaultValue: c.label }),
            }))}
            onChange={(list) => set({ categories: list.length > 0 ? list : null })}
          />
        </Form.Item>
        {error && (
          <p role="alert" className="voucher-error">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}
