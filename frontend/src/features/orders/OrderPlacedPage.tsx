import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { isFinal, type BankTransferDetails, type OrderView } from '@tavico/contracts/client';
import { orderStatusName, paymentMethodName } from '../../shared/statusNames';
import { useAppSelector } from '../../app/hooks';
import { moneyText } from '../../shared/money';
import { Panel } from '../../shared/Panel';
import { paths } from '../../shared/paths';
import { selectShopper } from '../auth';
import { BankTransferInfo } from './BankTransferInfo';
import { useOrderDetailsQuery } from './ordersApi';
import './payment.css';

const loading = (
  <div className="page-loading">
    <Spin />
  </div>
);

/**
 * After a cash-on-delivery or bank-transfer checkout: the order's code, its total and what
 * happens next. It reads the order by its id, so a reload (or a link kept) shows it again.
 */
export function OrderPlacedPage() {
  const { orderId = '' } = useParams();
  // Read each time the page opens: the order moves on (paid, confirmed) after it is placed.
  const { currentData: data, error } = useOrderDetailsQuery(orderId, { refetchOnMountOrArgChange: true });
  const { t } = useTranslation();
  // A guest has no account page: its orders are followed by the e-mail's link or the lookup.
  const guest = useAppSelector(selectShopper)?.role === 'guest';
  const ordersLink = guest ? (
    <Link to={paths.orderLookup}>
      <Button type="primary" size="large">
        {t('placed.followGuest')}
      </Button>
    </Link>
  ) : (
    <Link to={paths.account}>
      <Button type="primary" size="large">
        {t('placed.viewOrders')}
      </Button>
    </Link>
  );
  useEffect(() => {
    // Arrived from the foot of the checkout: the news is at the top.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [orderId]);
  if (!data && !error) return loading;
  if (!data)
    return (
      <div className="page">
        <Result
          status="error"
          title={t('placed.cannotShow')}
          subTitle={(error as { message?: string } | undefined)?.message}
          extra={
            <Link to={paths.account}>
              <Button type="primary">{t('placed.viewOrders')}</Button>
            </Link>
          }
        />
      </div>
    );
  const { data: order, bankTransfer = null } = data;
  const ended = isFinal(order);
  return (
    <div className="page order-placed">
      <Result
        status={ended ? 'warning' : 'success'}
        title={<h1 className="order-placed-title">{ended ? orderStatusName(t, order) : t('placed.success')}</h1>}
        subTitle={
          <>
            {t('placed.code')}
            <strong className="order-code">{order.code ?? order._id}</strong>
            <span className="order-placed-total">
              {t('placed.total')} <strong>{moneyText(order.totalAmount, order.currency)}</strong> ·{' '}
              {paymentMethodName(t, order.paymentMethod)}
            </span>
          </>
        }
      />
      <Panel className="order-placed-next">
        <h2>{t('placed.next')}</h2>
        <NextSteps order={order} bankTransfer={bankTransfer} ended={ended} guest={guest} />
      </Panel>
      <div className="order-placed-actions">
        {ordersLink}
        <Link to={paths.listing}>
          <Button size="large">{t('placed.continue')}</Button>
        </Link>
      </div>
    </div>
  );
}

function NextSteps({
  order,
  bankTransfer,
  ended,
  guest,
}: {
  order: OrderView;
  bankTransfer: BankTransferDetails | null;
  ended: boolean;
  /** A guest has no account to follow the order in: the e-mail's link and the lookup instead. */
  guest: boolean;
}) {
  const { t } = useTranslation();
  if (bankTransfer)
    return (
      <>
        <p>{t('placed.transferNext')}</p>
        <BankTransferInfo order={order} transfer={bankTransfer} />
      </>
    );
  if (order.paymentMethod === 'cod' && !ended && order.awaitsReceipt) return <p>{t('placed.codNext')}</p>;
  return (
    <p>
      <Trans
        i18nKey={guest ? 'placed.statusNextGuest' : 'placed.statusNext'}
        values={{ status: orderStatusName(t, order) }}
        components={{ b: <strong /> }}
      />
    </p>
  );
}
