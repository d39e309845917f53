import { useEffect, useState } from 'react';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * How many to buy: − and + beside a number a shopper may also type, held between 1 and `max`
 * (what can still be sold) when the field is left. A plain input: the page's first load stays
 * small, and a phone shows its number pad.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const held = (n: number) => Math.min(Math.max(1, max), Math.max(1, Math.floor(n) || 1));
  const commit = (n: number) => {
    const next = held(n);
    setDraft(String(next));
    onChange(next);
  };
  return (
    <span className="quantity-stepper">
      <button type="button" aria-label={t('product.less')} disabled={value <= 1} onClick={() => commit(value - 1)}>
        <MinusOutlined />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={draft}
        aria-label={label}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(Number(draft))}
        onKeyDown={(e) => e.key === 'Enter' && commit(Number(draft))}
      />
      <button type="button" aria-label={t('product.more')} disabled={value >= max} onClick={() => commit(value + 1)}>
        <PlusOutlined />
      </button>
    </span>
  );
}
