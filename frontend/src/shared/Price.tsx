import { approxVnd, toMinor, type ProductView } from '@tavico/contracts/client';
import { useTranslation } from 'react-i18next';
import { useMoney, useShopCurrency } from './money';

/**
 * About how much a dollar amount is in đồng at the owner's rate (decisions §27), muted under the
 * price: `≈ 71.225.000 ₫`. Nothing until the rate is known; a đồng shop never shows it.
 */
export function ApproxVnd({ cents, vndPerUsd }: { cents: number; vndPerUsd: number | null | undefined }) {
  if (!vndPerUsd) return null;
  return <span className="price-vnd">{approxVnd(cents, vndPerUsd)}</span>;
}

/**
 * A product's price in the shop's currency, struck through beside the sale price when it has one,
 * and on a dollar shop, given the rate, the đồng amount of the price paid under it. Styled where
 * it is shown: the shop's cards and details (catalogue.css), the back office's cards
 * (.staff-card-prices).
 */
export function Price({
  product,
  vndPerUsd,
  from = false,
}: {
  product: Pick<ProductView, 'price' | 'salePrice'>;
  vndPerUsd?: number | null;
  /** A product whose variants cost differently: "từ 3.200.000 ₫", its lowest price. */
  from?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useShopCurrency();
  const paid = product.salePrice > 0 ? product.salePrice : product.price;
  return (
    <span className="price">
      {product.salePrice > 0 && (
        <>
          <s aria-label={t('product.originalPrice', { price: money(product.price) })}>{money(product.price)}</s>{' '}
        </>
      )}
      <strong>{from ? t('variant.from', { price: money(paid) }) : money(paid)}</strong>
      {currency === 'USD' && <ApproxVnd cents={toMinor(paid, 'USD')} vndPerUsd={vndPerUsd} />}
    </span>
  );
}
