import { approxVnd, toCents, type ProductView } from '@tavico/contracts/client';
import { useTranslation } from 'react-i18next';
import { dollars } from './format';

/**
 * About how much a dollar amount is in dong at the owner's rate (decisions §27), muted under the
 * price: `≈ 71.225.000 ₫`. Nothing until the rate is known.
 */
export function ApproxVnd({ cents, vndPerUsd }: { cents: number; vndPerUsd: number | null | undefined }) {
  if (!vndPerUsd) return null;
  return <span className="price-vnd">{approxVnd(cents, vndPerUsd)}</span>;
}

/**
 * A product's price, struck through beside the sale price when it has one, and, given the
 * rate, the dong amount of the price paid under it. Styled where it is shown: the shop's cards and
 * details (catalogue.css), the back office's cards (.staff-card-prices).
 */
export function Price({
  product,
  vndPerUsd,
}: {
  product: Pick<ProductView, 'price' | 'salePrice'>;
  vndPerUsd?: number | null;
}) {
  const { t } = useTranslation();
  const paid = product.salePrice > 0 ? product.salePrice : product.price;
  return (
    <span className="price">
      {product.salePrice > 0 && (
        <>
          <s aria-label={t('product.originalPrice', { price: dollars(product.price) })}>
            {dollars(product.price)}
          </s>{' '}
        </>
      )}
      <strong>{dollars(paid)}</strong>
      <ApproxVnd cents={toCents(paid)} vndPerUsd={vndPerUsd} />
    </span>
  );
}
