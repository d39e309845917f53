import { useEffect, useRef, useState } from 'react';
import { Button, Input, InputNumber, Popconfirm, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { moneyText } from '../../shared/money';
import { useAdminOrderQuery } from './adminOrdersApi';
import {
  useApproveReturnMutation,
  useReceiveReturnMutation,
  useRefundOrderMutation,
  useRefuseReturnMutation,
} from './refundsApi';

const said = (command: Promise<{ message?: string }>) =>
  command.then(
    (answer) => notification.success({ title: answer.message ?? '' }),
    (error: unknown) => notification.error({ title: messageOf(error) }),
  );

/** What is owed back: PayPal's refund at a click; cash and transfers recorded with their reference. */
function RefundForm({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const [refund, { isLoading }] = useRefundOrderMutation();
  const [amount, setAmount] = useState<number | null>(null);
  const [reference, setReference] = useState('');
  if (order.refundDue <= 0) return null;
  const due = moneyText(order.refundDue, order.currency);
  if (order.paymentMethod === 'paypal')
    return (
      <Popconfirm
        title={t('backOffice.refunds.refundPaypalAsk', { amount: due })}
        okText={t('backOffice.common.confirm')}
        cancelText={t('backOffice.common.no')}
        onConfirm={() => void said(refund({ orderId: order._id }).unwrap())}
      >
        <Button type="primary" loading={isLoading}>
          {t('backOffice.refunds.refundPaypal')}
        </Button>
      </Popconfirm>
    );
  return (
    <form
      className="return-form"
      onSubmit={(e) => {
        e.preventDefault();
        void said(refund({ orderId: order._id, amount: amount ?? order.refundDue, reference }).unwrap());
      }}
    >
      <label>
        <span>{t('backOffice.refunds.amount')}</span>
        <InputNumber min={0} max={order.refundDue} value={amount ?? order.refundDue} onChange={setAmount} />
      </label>
      <label>
        <span>{t('backOffice.refunds.reference')}</span>
        <Input value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
      </label>
      <div className="return-actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('backOffice.refunds.record')}
        </Button>
      </div>
    </form>
  );
}

/** A return's next step: approve or refuse (with why) while asked, receive once approved. */
function ReturnSteps({ order, returnId, status }: { order: OrderView; returnId: string; status: string }) {
  const { t } = useTranslation();
  const [approve, approving] = useApproveReturnMutation();
  const [refuse, refusing] = useRefuseReturnMutation();
  const [receive, receiving] = useReceiveReturnMutation();
  const [refusal, setRefusal] = useState('');
  const step = { orderId: order._id, returnId };
  if (status === 'requested')
    return (
      <div className="return-actions" data-return-actions={returnId}>
        <Button type="primary" loading={approving.isLoading} onClick={() => void said(approve(step).unwrap())}>
          {t('backOffice.refunds.approve')}
        </Button>
        <Input
          aria-label={t('backOffice.refunds.refusal')}
          placeholder={t('backOffice.refunds.refusal')}
          value={refusal}
          maxLength={1000}
          style={{ maxWidth: 260 }}
          onChange={(e) => setRefusal(e.target.value)}
        />
        <Button danger loading={refusing.isLoading} onClick={() => void said(refuse({ ...step, refusal }).unwrap())}>
          {t('backOffice.refunds.refuse')}
        </Button>
      </div>
    );
  if (status === 'approved')
    return (
      <div className="return-actions" data-return-actions={returnId}>
        <Popconfirm
          title={t('backOffice.refunds.receiveAsk')}
          okText={t('backOffice.common.confirm')}
          cancelText={t('backOffice.common.no')}
          onConfirm={() => void said(receive(step).unwrap())}
        >
          <Button type="primary" loading={receiving.isLoading}>
            {t('backOffice.refunds.receive')}
          </Button>
        </Popconfirm>
      </div>
    );
  return null;
}

/** The admin's refund and return actions on an order (issue 30). */
export function RefundActions({ order }: { order: OrderView }) {
  // A push patches the statuses only: a payment refunded meanwhile (the workers' PayPal refund)
  // reads the order again, for its amounts.
  const { refetch } = useAdminOrderQuery(order._id);
  const seen = useRef(order.paymentStatus);
  useEffect(() => {
    if (seen.current === order.paymentStatus) return;
    seen.current = order.paymentStatus;
    void refetch();
  }, [order.paymentStatus, refetch]);
  return (
    <div className="refund-actions">
      <RefundForm order={order} />
      {(order.returns ?? []).map((r) => (
        <ReturnSteps key={r.returnId} order={order} returnId={r.returnId} status={r.status} />
      ))}
    </div>
  );
}
