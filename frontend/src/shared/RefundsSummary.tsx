import { useTranslation } from 'react-i18next';
import { lineKey, type FollowedOrderView } from '@tavico/contracts/client';
import { dateOnly, vietnamTime } from './format';
import { moneyText } from './money';
import './orderSummary.css';

/**
 * An order's refunds and returns (issue 30), as the customer and the back office read them: what
 * was refunded and how, what is still owed, and each return with where it stands. Nothing when the
 * order has none.
 */
export function RefundsSummary({ order }: { order: FollowedOrderView }) {
  const { t } = useTranslation();
  const money = (amount: number) => moneyText(amount, order.currency);
  const refunds = order.refunds ?? [];
  const returns = order.returns ?? [];
  if (refunds.length === 0 && returns.length === 0 && !order.refundDue) return null;
  return (
    <section aria-labelledby={`refunds-${order._id}`} className="order-refunds">
      <h3 className="order-section" id={`refunds-${order._id}`}>
        {t('refunds.title')}
      </h3>
      <dl className="order-facts">
        {order.refundedAmount > 0 && (
          <div>
            <dt>{t('refunds.refunded')}</dt>
            <dd>{money(order.refundedAmount)}</dd>
          </div>
        )}
        {order.refundDue > 0 && (
          <div>
            <dt>{t('refunds.due')}</dt>
            <dd>{money(order.refundDue)}</dd>
          </div>
        )}
      </dl>
      {refunds.length > 0 && (
        <ul className="refund-list">
          {refunds.map((r) => (
            <li key={r.refundId}>
              {t('refunds.refundLine', {
                amount: money(r.amount),
                via: t(`refunds.via.${r.via}`),
                reference: r.reference,
                time: vietnamTime(r.at),
              })}
            </li>
          ))}
        </ul>
      )}
      {returns.map((r) => (
        <div key={r.returnId} className="return-card" data-return={r.returnId}>
          <strong>{t('refunds.returnTitle', { date: dateOnly(r.requestedAt) })}</strong>
          {' — '}
          <span className={`return-status return-${r.status}`}>{t(`refunds.returnStatus.${r.status}`)}</span>
          <ul>
            {r.lines.map((l) => (
              <li key={lineKey(l)}>
                {l.title} × {l.quantity}
              </li>
            ))}
          </ul>
          <div>{t('refunds.worth', { amount: money(r.amount) })}</div>
          <div>{t('refunds.reason', { reason: r.reason })}</div>
          {r.refusal && <div>{t('refunds.refusal', { reason: r.refusal })}</div>}
        </div>
      ))}
    </section>
  );
}
