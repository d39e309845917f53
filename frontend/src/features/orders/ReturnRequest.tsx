import { useState } from 'react';
import { Button, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  lineKey,
  returnedQuantities,
  returnWindowOpen,
  type FollowedOrderView,
  type OrderView,
} from '@tavico/contracts/client';
import { vietnamTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { useRequestFollowedReturnMutation, useRequestReturnMutation, type ReturnAsked } from './returnsApi';

/**
 * "Yêu cầu trả hàng" (issue 30): while the return window is open (RETURN_DAYS after delivery, as
 * the order says), the customer chooses lines and how many, says why, and sends it. The server
 * checks it all again.
 */
export function ReturnRequest({
  order,
  followToken,
  signInFirst = false,
}: {
  order: OrderView | FollowedOrderView;
  /** A guest's order, opened by its signed link: the return is asked through the link. */
  followToken?: string;
  /** An account's order opened by a link (or a lookup): its return is asked signed in. */
  signInFirst?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [requestOwnReturn, own] = useRequestReturnMutation();
  const [requestFollowedReturn, followed] = useRequestFollowedReturnMutation();
  const isLoading = own.isLoading || followed.isLoading;
  const requestReturn = (asked: { lines: ReturnAsked['lines']; reason: string }) =>
    followToken
      ? requestFollowedReturn({ token: followToken, ...asked })
      : requestOwnReturn({ orderId: order._id, ...asked });
  if (!returnWindowOpen(order, new Date().toISOString())) return null;
  const taken = returnedQuantities(order.returns);
  const lines = order.cartItems
    .map((l) => ({ ...l, key: lineKey(l), left: l.quantity - (taken[lineKey(l)] ?? 0) }))
    .filter((l) => l.left > 0);
  if (lines.length === 0) return null;
  // Each variant bought is its own line, sent back on its own.
  const chosen = lines
    .filter((l) => (counts[l.key] ?? 0) > 0)
    .map((l) => ({ productId: l.productId, ...(l.sku ? { sku: l.sku } : {}), quantity: counts[l.key] }));
  return (
    <section className="order-return" aria-label={t('returns.ask')}>
      {order.returnUntil && <p>{t('refunds.returnUntil', { time: vietnamTime(order.returnUntil) })}</p>}
      {signInFirst ? (
        <p>
          <Link to={paths.login}>{t('returns.signIn')}</Link>
        </p>
      ) : !open ? (
        <Button onClick={() => setOpen(true)}>{t('returns.ask')}</Button>
      ) : (
        <form
          className="return-form"
          onSubmit={(e) => {
            e.preventDefault();
            void requestReturn({ lines: chosen, reason })
              .unwrap()
              .then(() => setOpen(false))
              .catch(() => undefined);
          }}
        >
          <p>{t('returns.choose')}</p>
          {lines.map((l) => (
            <label key={l.key}>
              <span>{t('returns.quantity', { title: l.title })}</span>
              <InputNumber
                min={0}
                max={l.left}
                value={counts[l.key] ?? 0}
                onChange={(value) => setCounts((c) => ({ ...c, [l.key]: Number(value ?? 0) }))}
              />
            </label>
          ))}
          <label>
            <span>{t('returns.reason')}</span>
            <Input.TextArea
              value={reason}
              placeholder={t('returns.reasonHint')}
              maxLength={1000}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          {chosen.length === 0 && <p role="status">{t('returns.noneChosen')}</p>}
          <div className="return-actions">
            <Button type="primary" htmlType="submit" loading={isLoading} disabled={chosen.length === 0}>
              {t('returns.send')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('returns.cancel')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}
