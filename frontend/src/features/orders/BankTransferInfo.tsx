import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { formatVnd, type BankTransferDetails, type ShopCurrency } from '@tavico/contracts/client';
import { vietnamTime } from '../../shared/format';
import { moneyText } from '../../shared/money';
import { transferQrUrl } from './ordersApi';
import { CopyButton } from './CopyButton';
import './payment.css';

/**
 * How to pay a bank-transfer order: the account, the amount in đồng (and a dollar order's dollars),
 * the order's code as the note, each to copy, the VietQR code to scan, and how long it is held.
 */
export function BankTransferInfo({
  orderId,
  transfer,
  totalAmount,
  currency,
  expiresAt,
}: {
  orderId: string;
  transfer: BankTransferDetails;
  totalAmount: number;
  currency: ShopCurrency;
  expiresAt: string | null;
}) {
  const facts: [string, ReactNode, { text: string; what: string }?][] = [
    ['Ngân hàng', transfer.bankName],
    ['Số tài khoản', transfer.accountNumber, { text: transfer.accountNumber, what: 'số tài khoản' }],
    ['Chủ tài khoản', transfer.accountName],
    [
      'Số tiền',
      <>
        <strong className="transfer-amount">{formatVnd(transfer.amountVnd)}</strong>{' '}
        {currency === 'USD' && <span className="transfer-dollars">({moneyText(totalAmount, currency)})</span>}
      </>,
      { text: String(transfer.amountVnd), what: 'số tiền' },
    ],
    [
      'Nội dung chuyển khoản',
      <strong key="note">{transfer.note}</strong>,
      { text: transfer.note, what: 'nội dung chuyển khoản' },
    ],
  ];
  return (
    <section className="bank-transfer" aria-label="Thông tin chuyển khoản">
      <figure className="bank-transfer-qr">
        <img
          src={transferQrUrl(orderId)}
          alt={`Mã VietQR chuyển khoản cho đơn ${transfer.note}`}
          width={200}
          height={200}
        />
        <figcaption>Quét mã bằng ứng dụng ngân hàng</figcaption>
      </figure>
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
          Ghi đúng nội dung <strong>{transfer.note}</strong> để cửa hàng nhận ra khoản chuyển của bạn.
        </p>
        {expiresAt && (
          <Alert
            type="warning"
            showIcon
            title={
              <>
                Đơn hàng được giữ đến <time dateTime={expiresAt}>{vietnamTime(expiresAt)}</time>
              </>
            }
          />
        )}
      </div>
    </section>
  );
}
