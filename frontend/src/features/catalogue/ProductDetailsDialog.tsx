import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Divider, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@tavico/contracts/client';
import { LinkButton } from '../../shared/LinkButton';
import { paths } from '../../shared/paths';
import { Price } from '../../shared/Price';
import { useSiteSettings } from '../settings';
import { useAddToCart } from './ProductCard';
import { ReviewForm, Reviews } from './Reviews';

// Under the buy button, after the page: not part of its first load.
const ContactButtons = lazy(() => import('../../shared/ContactButtons').then((m) => ({ default: m.ContactButtons })));

/** The product-details dialog, shown once the details are read (DetailsHost); closing drops its form. */
export function ProductDetailsDialog({ product, onClose }: { product: ProductView; onClose: () => void }) {
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const vndPerUsd = settings?.vndPerUsd;
  const soldOut = product.totalStock === 0;
  return (
    <Modal open title={product.title} footer={null} width={900} onCancel={onClose} destroyOnHidden>
      <div className="details">
        <img className="details-image" src={product.image} alt={product.title} />
        <div className="details-body">
          <p>{product.description}</p>
          <Price product={product} vndPerUsd={vndPerUsd} />
          {(!soldOut || product.reviewCount > 0) && (
            <div
              className="details-rating"
              aria-label={t('product.averageRating', { rating: product.averageReview.toFixed(2) })}
            >
              <Rate disabled allowHalf value={Math.round(product.averageReview * 2) / 2} />
              <span>({product.averageReview.toFixed(2)})</span>
            </div>
          )}
          {/* Several variants: chosen on the product's page. */}
          {product.variants.length > 1 && !soldOut ? (
            // The page takes the dialog's place in the history, as "view the page" below does.
            <LinkButton to={paths.product(product.slug)} replace>
              {t('variant.choose')}
            </LinkButton>
          ) : (
            <Button type="primary" block disabled={soldOut} onClick={() => addToCart(product)}>
              {soldOut ? t('product.outOfStock') : t('product.addToCart')}
            </Button>
          )}
          <Suspense fallback={null}>
            <ContactButtons settings={settings} soldOut={soldOut} />
          </Suspense>
          <a
            className="details-page-link"
            href={paths.product(product.slug)}
            onClick={(event) => {
              event.preventDefault();
              // The page takes the dialog's place in the history (Back returns to the list); the
              // dialog closes as its address goes (DetailsHost).
              navigate(paths.product(product.slug), { replace: true });
            }}
          >
            {t('product.viewPage')}
          </a>
          <Divider />
          <h3>{t('product.reviews')}</h3>
          <Reviews productId={product._id} />
          <ReviewForm productId={product._id} />
        </div>
      </div>
    </Modal>
  );
}
