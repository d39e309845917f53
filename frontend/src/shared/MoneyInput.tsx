import { InputNumber, type InputNumberProps } from 'antd';
import { currencyRules } from '@tavico/contracts/client';
import { useShopCurrency } from './money';

/** Digits grouped by thousands as the currency writes them: 12.500.000 (đồng), 12,500.50 (dollars). */
const grouped = (text: string, separator: string, decimal: string) => {
  const [whole, fraction] = text.split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? digits : `${digits}${decimal}${fraction}`;
};

/**
 * An amount in the shop's currency, grouped by thousands as it is typed (decisions §31): whole
 * đồng with dots, or dollars with commas and at most two decimals; ₫ or $ beside it.
 */
export function MoneyInput(props: Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision' | 'step'>) {
  const currency = useShopCurrency();
  const rule = currencyRules[currency];
  const vnd = currency === 'VND';
  return (
    <InputNumber<number>
      {...props}
      precision={rule.decimals}
      step={vnd ? 10_000 : 0.01}
      inputMode={vnd ? 'numeric' : 'decimal'}
      formatter={(value) => {
        // While typing, the value is the text as typed (grouped already): its digits are regrouped.
        const raw = String(value ?? '');
        return grouped(vnd ? raw.replace(/\D/g, '') : raw.replace(/[^\d.]/g, ''), vnd ? '.' : ',', '.');
      }}
      parser={(text) => Number((text ?? '').replace(vnd ? /[^\d]/g : /[^\d.]/g, ''))}
      {...(vnd ? { suffix: rule.symbol } : { prefix: rule.symbol })}
    />
  );
}
