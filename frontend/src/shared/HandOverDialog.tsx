import { useState, type ReactNode } from 'react';
import { Button, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '@tavico/contracts/client';

/** Lines handed to a carrier: which one of the shop's list, under which tracking number. */
export interface HandOver {
  carrierId: string;
  trackingCode: string;
}

/**
 * Handing lines to shipping, asked first: to which carrier of the shop's list, under which
 * tracking number (one without a tracking page, the shop's own truck, has none). The supplier's
 * and the admin's dialogs differ only in their words and what they add (`before`, `after`); the
 * server checks both again.
 */
export function HandOverDialog({
  carriers,
  idPrefix,
  title,
  confirmLabel,
  busy,
  before,
  after,
  onConfirm,
  onClose,
}: {
  carriers: readonly Carrier[];
  /** Makes the fields' ids unique on the page (an order's id). */
  idPrefix: string;
  title: string;
  confirmLabel: string;
  busy: boolean;
  before?: ReactNode;
  after?: ReactNode;
  onConfirm: (handOver: HandOver) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [carrierId, setCarrierId] = useState<string | null>(null);
  const [trackingCode, setTrackingCode] = useState('');
  const carrier = carriers.find((c) => c.id === carrierId) ?? null;
  const needsCode = carrier !== null && carrier.trackingUrl !== '';
  const ready = carrier !== null && (!needsCode || trackingCode.trim() !== '');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={[
        <Button key="no" onClick={onClose}>
          {t('backOffice.supplierOrders.notYet')}
        </Button>,
        <Button
          key="yes"
          type="primary"
          disabled={!ready}
          loading={busy}
          onClick={() => carrier && onConfirm({ carrierId: carrier.id, trackingCode: needsCode ? trackingCode : '' })}
        >
          {confirmLabel}
        </Button>,
      ]}
    >
      <div className="hand-over">
        {before}
        <label htmlFor={`${idPrefix}-carrier`}>{t('backOffice.supplierOrders.carrier')}</label>
        <Select
          id={`${idPrefix}-carrier`}
          value={carrierId}
          placeholder={t('backOffice.supplierOrders.chooseCarrier')}
          options={carriers.map((c) => ({ value: c.id, label: c.name }))}
          onChange={setCarrierId}
          style={{ width: '100%' }}
        />
        {needsCode && (
          <>
            <label htmlFor={`${idPrefix}-tracking`}>{t('backOffice.supplierOrders.trackingCode')}</label>
            <Input
              id={`${idPrefix}-tracking`}
              value={trackingCode}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setTrackingCode(e.target.value.trim())}
            />
          </>
        )}
        {after}
      </div>
    </Modal>
  );
}
