import { useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../shared/money';
import { messageOf } from '../../shared/http';
import { useCheckVoucherMutation, type VoucherPreview } from './vouchersApi';

/**
 * The checkout's voucher code: typed, then checked on the cart by the server, which says what it
 * takes off or why it does not apply. The order is priced again, the voucher included, when placed.
 */
export function VoucherField({
  applied,
  onChange,
}: {
  applied: VoucherPreview | null;
  onChange: (preview: VoucherPreview | null) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckVoucherMutation();
  const apply = async () => {
    setRefusal(null);
    try {
      onChange(await check(code).unwrap());
    } catch (error) {
      onChange(null);
      setRefusal(messageOf(error));
    }
  };
  if (applied)
    return (
      <div className="checkout-voucher is-applied" role="status">
        <span>
          {t('checkout.voucherApplied', {
            code: applied.code,
            amount: moneyText(applied.discount, applied.currency),
          })}
        </span>
        <Button type="link" onClick={() => onChange(null)}>
          {t('checkout.voucherRemove')}
        </Button>
      </div>
    );
  return (
    <div className="checkout-voucher">
      <label htmlFor="voucher-code">{t('checkout.voucher')}</label>
      <div className="checkout-voucher-row">
        <Input
          id="voucher-code"
          value={code}
          maxLength={20}
          autoComplete="off"
          placeholder={t('checkout.voucherPlaceholder')}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onPressEnter={() => void apply()}
          aria-describedby={refusal ? 'voucher-refusal' : undefined}
          status={refusal ? 'error' : undefined}
        />
        <Button onClick={() => void apply()} loading={isLoading} disabled={code.trim() === ''}>
          {t('checkout.voucherApply')}
        </Button>
      </div>
      {refusal && (
        <p className="checkout-voucher-refusal" id="voucher-refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
