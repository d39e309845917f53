import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { variantOptionKeys, type ProductView, type VariantOptionKey, type VariantView } from '@tavico/contracts/client';

type Choice = Partial<Record<VariantOptionKey, string>>;

/** The option keys the variants use (size, wood, finish), each with its values in the order first met. */
const optionValues = (variants: VariantView[]) =>
  variantOptionKeys
    .map((key) => ({
      key,
      values: [...new Set(variants.map((v) => v.options[key]).filter((v): v is string => !!v))],
    }))
    .filter((o) => o.values.length > 0);

const matches = (v: VariantView, choice: Choice) =>
  variantOptionKeys.every((k) => choice[k] === undefined || v.options[k] === choice[k]);

/**
 * The variant shown and bought: the first one in stock at first (else the first), then the one
 * whose options match what was picked; picking a value no variant has with the other picks
 * moves to the first variant that has it.
 */
export function useChosenVariant(
  product: ProductView,
): [VariantView | null, (key: VariantOptionKey, value: string) => void] {
  const { variants } = product;
  const first = variants.find((v) => v.totalStock > 0) ?? variants[0] ?? null;
  const [sku, setSku] = useState<string | null>(first?.sku ?? null);
  const chosen = variants.find((v) => v.sku === sku) ?? first;
  const pick = (key: VariantOptionKey, value: string) => {
    const wanted: Choice = { ...chosen?.options, [key]: value };
    const next = variants.find((v) => matches(v, wanted)) ?? variants.find((v) => v.options[key] === value);
    if (next) setSku(next.sku);
  };
  return [chosen, pick];
}

/**
 * One row of choices per option the variants have, its sold-out values marked: radio buttons drawn
 * as a row of pills (antd's Segmented brought its tooltip and form code, about 18 KB gzipped).
 */
export function VariantPicker({
  product,
  chosen,
  pick,
}: {
  product: ProductView;
  chosen: VariantView;
  pick: (key: VariantOptionKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const options = optionValues(product.variants);
  return (
    <div className="variant-picker" role="group" aria-label={t('variant.choose')}>
      {options.map(({ key, values }) => {
        // A value is sold out when every variant with it and the other picks has none left.
        const soldOut = (value: string) =>
          !product.variants.some((v) => v.totalStock > 0 && matches(v, { ...chosen.options, [key]: value }));
        return (
          <div key={key} className="variant-picker-row">
            <span className="variant-picker-label" id={`variant-${key}`}>
              {t(`variant.${key}`)}
            </span>
            <div className="variant-choices" role="radiogroup" aria-labelledby={`variant-${key}`}>
              {values.map((value) => (
                <label key={value} className="variant-choice">
                  <input
                    type="radio"
                    name={`variant-${key}`}
                    value={value}
                    checked={(chosen.options[key] ?? '') === value}
                    onChange={() => pick(key, value)}
                  />
                  <span>{soldOut(value) ? t('variant.soldOutOption', { value }) : value}</span>
                </label>
              ))}
            </div>
          </div>
        );
      })}
      <span className="variant-picker-sku">{t('variant.sku', { sku: chosen.sku })}</span>
    </div>
  );
}
