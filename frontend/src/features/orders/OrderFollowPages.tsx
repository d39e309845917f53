import { useEffect } from 'react';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderCodePattern } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OrderSummary } from '../../shared/OrderSummary';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { BankTransferInfo } from './BankTransferInfo';
import { OrderTimeline } from './OrderTimeline';
import { orderFollowRequested, orderLookupRequested, selectOrderFollow } from './followSlice';
import './payment.css';

const loading = (
  <div className="page-loading">
    <Spin />
  </div>
);

/**
 * "Tra cứu đơn hàng" (issue 28): an order found by its code and the phone it was placed with, for a
 * buyer without an account (or away from it). The server limits tries and answers a wrong phone
 * as it answers an unknown code; a found order opens on its own page.
 */
export function OrderLookup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { lookingUp: isLoading, lookupError: problem } = useAppSelector(selectOrderFollow);
  const onFinish = (values: { code: string; phone: string }) => void dispatch(orderLookupRequested(values));
  return (
    // Two short fields: a narrow form, also on a wide screen.
    <div className="page order-lookup" style={{ maxWidth: 560 }}>
      <Panel>
        <h1>{t('lookup.title')}</h1>
        <p>{t('lookup.intro')}</p>
        {problem && (
          <Alert type="error" showIcon title={problem} className="order-lookup-problem" style={{ marginBottom: 16 }} />
        )}
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item
            name="code"
            label={t('lookup.code')}
            rules={[
              { required: true, whitespace: true, message: t('lookup.codeRequired') },
              {
                // The server's own check, said here in the language shown: 'tv-26-0001234' passes too.
                validator: async (_, code?: string) => {
                  const given = (code ?? '').trim().toUpperCase();
                  if (given && !orderCodePattern.test(given)) throw new Error(t('lookup.codeMalformed'));
                },
              },
            ]}
          >
            <Input placeholder={t('lookup.codeExample')} autoCapitalize="characters" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('lookup.phone')}
            rules={[{ required: true, whitespace: true, message: t('lookup.phoneRequired') }]}
          >
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder={t('lookup.phoneExample')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading} size="large" block>
            {t('lookup.submit')}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}

/** One order opened by the signed link of a guest's e-mail (or a lookup): no sign-in needed. */
export function OrderFollow() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const followed = useAppSelector(selectOrderFollow);
  useEffect(() => void dispatch(orderFollowRequested({ token })), [dispatch, token]);
  const shown = followed.token === token ? followed : null;
  if (!shown || shown.status === 'loading' || shown.status === 'idle') return loading;
  const { order, bankTransfer } = shown;
  if (!order) {
    const message = shown.error ?? t('follow.cannotShow');
    return (
      <div className="page order-follow">
        <Alert type="error" showIcon title={message} />
        <p>
          <Link to={paths.orderLookup}>{t('lookup.title')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page order-follow">
      <Panel>
        <h1>{t('follow.title', { code: order.code ?? order._id })}</h1>
        <OrderSummary order={order}>
          <OrderTimeline order={order} />
          {bankTransfer && (
            <section aria-labelledby="order-transfer">
              <h2 className="order-section" id="order-transfer">
                {t('orders.transfer')}
              </h2>
              <BankTransferInfo
                orderId={order._id}
                transfer={bankTransfer}
                totalAmount={order.totalAmount}
                currency={order.currency}
                expiresAt={order.expiresAt}
                qr={false}
              />
            </section>
          )}
        </OrderSummary>
      </Panel>
    </div>
  );
}
