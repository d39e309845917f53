import { useLocation } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { useTranslation } from 'react-i18next';
import { lowStockThreshold, type ProductView } from '@tavico/contracts/client';
import { useAppDispatch } from '../../app/hooks';
import { t as translate } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { LinkButton } from '../../shared/LinkButton';
import { Price } from '../../shared/Price';
import { cartItemAddRequested } from '../cart';
import { useSiteSettings } from '../settings';
import { useOpenProduct } from './openProduct';
import './catalogue.css';

/** The spec's badge: out of stock, a few left (under 10), or on sale, in the language shown. */
export function stockBadge(p: Pick<ProductView, 'totalStock' | 'salePrice'>): string | null {
  if (p.totalStock === 0) return translate('product.outOfStock');
  if (p.totalStock < lowStockThreshold) return translate('product.onlyLeft', { count: p.totalStock });
  if (p.salePrice > 0) return translate('product.sale');
  return null;
}

/** Adds one to the cart, or, for a guest, goes to login and comes back here. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  return (product: Pick<ProductView, '_id' | 'totalStock'>, quantity = 1, sku?: string) =>
    dispatch(
      cartItemAddRequested({
        productId: product._id,
        ...(sku ? { sku } : {}),
        totalStock: product.totalStock,
        quantity,
        from: location.pathname + location.search,
      }),
    );
}

export function ProductCard({ product, first = false }: { product: ProductView; first?: boolean }) {
  const openProduct = useOpenProduct();
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const badge = stockBadge(product);
  const open = () => openProduct(product._id);
  const soldOut = product.totalStock === 0;
  const vndPerUsd = useSiteSettings()?.vndPerUsd;
  return (
    <article className="product-card">
      {/* The badge on the picture is part of its name, as speech input expects (label in name). */}
      <button
        type="button"
        className="product-card-image"
        onClick={open}
        aria-label={
          badge
            ? t('product.viewDetailsBadge', { title: product.title, badge })
            : t('product.viewDetails', { title: product.title })
        }
      >
        {/* The first row's pictures are the page's largest paint: fetched at once, the others lazily. */}
        <img
          src={product.imageCard ?? product.image}
          alt={product.title}
          width={400}
          height={300}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
        {badge && (
          <span
            className={`product-badge product-badge-${soldOut ? 'out' : product.totalStock >= lowStockThreshold ? 'sale' : 'low'}`}
          >
            {badge}
          </span>
        )}
      </button>
      <div className="product-card-body">
        <h3 className="product-card-title">
          {/* A link to its page (a page read without JavaScript follows it); with it, the dialog opens. */}
          <a
            href={paths.product(product.slug)}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              open();
            }}
          >
            {product.title}
          </a>
        </h3>
        <Price product={product} vndPerUsd={vndPerUsd} from={product.pricesVary} />
        {/* Several variants: the buyer chooses one on the product's page first. */}
        {product.variants.length > 1 && !soldOut ? (
          <LinkButton to={paths.product(product.slug)} className="product-card-add">
            {t('variant.choose')}
          </LinkButton>
        ) : (
          <Button
            type="primary"
            block
            disabled={soldOut}
            onClick={() => addToCart(product)}
            className="product-card-add"
          >
            {soldOut ? t('product.outOfStock') : t('product.addToCart')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The cards; `firstRow` of them at the top of the page (a listing's, a search's) load first. */
export function ProductGrid({ products, firstRow = 0 }: { products: ProductView[]; firstRow?: number }) {
  return (
    <div className="product-grid">
      {products.map((p, i) => (
        <ProductCard key={p._id} product={p} first={i < firstRow} />
      ))}
    </div>
  );
}
