import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { formatVnd, type BankTransferDetails, type FollowedOrderView } from '@tavico/contracts/client';
import { vietnamTime } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { transferQrUrl } from './ordersApi';
import { CopyButton } from './CopyButton';
import './payment.css';

/** What the transfer's details show of the order. */
type TransferredOrder = Pick<FollowedOrderView, '_id' | 'totalAmount' | 'currency' | 'expiresAt'>;

/**
 * How to pay a bank-transfer order: the account, the amount in đồng (and a dollar order's dollars),
 * the order's code as the note, each to copy, the VietQR code to scan, and how long it is held.
 */
export function BankTransferInfo({
  order,
  transfer,
  qr = true,
}: {
  /** The order to pay: its id (the QR code's address), its total, currency and deadline. */
  order: TransferredOrder;
  transfer: BankTransferDetails;
  /** The VietQR picture needs the buyer's session: a page opened by a link shows the rest. */
  qr?: boolean;
}) {
  const { _id: orderId, totalAmount, currency, expiresAt } = order;
  const { t } = useTranslation();
  const facts: [string, ReactNode, { text: string; what: string }?][] = [
    [t('transfer.bank'), transfer.bankName],
    [t('transfer.account'), transfer.accountNumber, { text: transfer.accountNumber, what: t('transfer.accountWhat') }],
    [t('transfer.holder'), transfer.accountName],
    [
      t('transfer.amount'),
      <>
        <strong className="transfer-amount">{formatVnd(transfer.amountVnd)}</strong>{' '}
        {currency === 'USD' && <span className="transfer-dollars">({moneyText(totalAmount, currency)})</span>}
      </>,
      { text: String(transfer.amountVnd), what: t('transfer.amountWhat') },
    ],
    [
      t('transfer.note'),
      <strong key="note">{transfer.note}</strong>,
      { text: transfer.note, what: t('transfer.noteWhat') },
    ],
  ];
  return (
    <section className="bank-transfer" aria-label={t('transfer.info')}>
      {qr && (
        <figure className="bank-transfer-qr">
          <img
            src={transferQrUrl(orderId)}
            alt={t('transfer.qrAlt', { note: transfer.note })}
            width={200}
            height={200}
          />
          <figcaption>{t('transfer.scan')}</figcaption>
        </figure>
      )}
      <div className="bank-transfer-body">
        <dl className="bank-transfer-facts">
          {facts.map(([label, value, copy]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span>{value}</span>
                {copy && <CopyButton text={copy.text} what={copy.what} />}
              </dd>
            </div>
          ))}
        </dl>
        <p className="bank-transfer-hint">
          <Trans i18nKey="transfer.noteHint" values={{ note: transfer.note }} components={{ b: <strong /> }} />
        </p>
        {expiresAt && (
          <Alert
            type="warning"
            showIcon
            title={
              <Trans
                i18nKey="transfer.heldUntil"
                values={{ time: vietnamTime(expiresAt) }}
                components={{ time: <time dateTime={expiresAt} /> }}
              />
            }
          />
        )}
      </div>
    </section>
  );
}

/**
 * The order's 'Chuyển khoản' section, under its summary: a heading at the page's level (`h3` in
 * the account's dialog, `h2` on the followed order's page), then the transfer's details.
 */
export function OrderTransferSection({
  order,
  transfer,
  heading: Heading,
  qr,
}: {
  order: TransferredOrder;
  transfer: BankTransferDetails;
  heading: 'h2' | 'h3';
  qr?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-transfer">
      <Heading className="order-section" id="order-transfer">
        {t('orders.transfer')}
      </Heading>
      <BankTransferInfo order={order} transfer={transfer} qr={qr} />
    </section>
  );
}
