import { Alert, Button, Form, Input, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderCodePattern } from '@tavico/contracts/client';
import { OrderSummary } from '../../shared/OrderSummary';
import { Panel } from '../../shared/Panel';
import { RefundsSummary } from '../../shared/RefundsSummary';
import { paths } from '../../shared/paths';
import { OrderTransferSection } from './BankTransferInfo';
import { OrderTimeline } from './OrderTimeline';
import { ReturnRequest } from './ReturnRequest';
import { t as translate } from '../../shared/i18n';
import { type ApiFailure } from '../../shared/api';
import { useFollowedOrderQuery, useLookUpOrderMutation } from './ordersApi';
import './payment.css';

/**
 * What went wrong, in the language shown: the answers the lookup and the link are known to give
 * (a miss, too many tries, a link that opens nothing) have words of their own; any other is the
 * server's.
 */
function problemOf(error: unknown, known: Partial<Record<number, string>>): string | null {
  if (!error) return null;
  const { status, message } = error as ApiFailure;
  const key = known[status];
  return key ? translate(key) : message;
}

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
  const navigate = useNavigate();
  const [lookUp, { isLoading, error }] = useLookUpOrderMutation();
  const problem = problemOf(error, { 404: 'lookup.miss', 429: 'lookup.tooMany' });
  // A found order opens on its own page, by its link; a miss says so.
  const onFinish = (values: { code: string; phone: string }) =>
    void lookUp(values)
      .unwrap()
      .then((answer) => answer.followToken && navigate(paths.orderFollow(answer.followToken)))
      .catch(() => undefined);
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
  const { token = '' } = useParams();
  const { currentData, error } = useFollowedOrderQuery(token, { refetchOnMountOrArgChange: true });
  if (!currentData && !error) return loading;
  if (!currentData) {
    const message = problemOf(error, { 404: 'follow.linkInvalid' }) ?? t('follow.cannotShow');
    return (
      <div className="page order-follow">
        <Alert type="error" showIcon title={message} />
        <p>
          <Link to={paths.orderLookup}>{t('lookup.title')}</Link>
        </p>
      </div>
    );
  }
  const { data: order, bankTransfer, accountOrder } = currentData;
  return (
    <div className="page order-follow">
      <Panel>
        <h1>{t('follow.title', { code: order.code ?? order._id })}</h1>
        <OrderSummary order={order}>
          <OrderTimeline order={order} />
          <RefundsSummary order={order} />
          <ReturnRequest order={order} followToken={token} signInFirst={accountOrder} />
          {bankTransfer && <OrderTransferSection order={order} transfer={bankTransfer} heading="h2" qr={false} />}
        </OrderSummary>
      </Panel>
    </div>
  );
}
