import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { useOrderDetailsQuery } from './ordersApi';
import { paymentCaptureRequested, selectOrders } from './ordersSlice';
import './orders.css';

/**
 * Back from the payment provider: the sandbox and PayPal's older flow send paymentId, PayPal's
 * orders API sends token; both send PayerID. The capture runs once, then success.
 */
export function PaymentReturnPage() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const { payment, paymentError } = useAppSelector(selectOrders);
  const { t } = useTranslation();
  const paymentId = query.get('paymentId') ?? query.get('token') ?? '';
  const payerId = query.get('PayerID') ?? '';
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !paymentId) return;
    sent.current = true;
    dispatch(paymentCaptureRequested({ paymentId, payerId }));
  }, [dispatch, paymentId, payerId]);
  if (!paymentId || payment === 'failed')
    return (
      <div className="page">
        <Result
          status="error"
          title={t('payment.failed')}
          subTitle={paymentError ?? t('payment.badLink')}
          extra={[
            <Link key="checkout" to={paths.checkout}>
              <Button type="primary">{t('payment.backToCheckout')}</Button>
            </Link>,
            <Link key="orders" to={paths.account}>
              <Button>{t('placed.viewOrders')}</Button>
            </Link>,
          ]}
        />
      </div>
    );
  return (
    <div className="page payment-wait">
      <Spin size="large" />
      <h1>{t('payment.processing')}</h1>
    </div>
  );
}

/** 'Payment is successfull!', with the paid order's code when the address names the order. */
export function PaymentSuccessPage() {
  const [query] = useSearchParams();
  const orderId = query.get('orderId');
  const { t } = useTranslation();
  // The order's code, read from the order (its owner's only: anyone else sees no code).
  const { currentData } = useOrderDetailsQuery(orderId ?? skipToken, { refetchOnMountOrArgChange: true });
  const code = currentData?.data.code;
  return (
    <div className="page">
      <Result
        status="success"
        title={t('payment.success')}
        subTitle={
          code ? (
            <>
              {t('placed.code')} <strong className="paid-order-code">{code}</strong>
            </>
          ) : undefined
        }
        extra={
          <Link to={paths.account}>
            <Button type="primary">{t('placed.viewOrders')}</Button>
          </Link>
        }
      />
    </div>
  );
}
