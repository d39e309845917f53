import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Divider, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@tavico/contracts/client';
import { useAppSelector } from '../../app/hooks';
import { messageOf } from '../../shared/http';
import { LinkButton } from '../../shared/LinkButton';
import { paths } from '../../shared/paths';
import { Price } from '../../shared/Price';
import { selectUser } from '../auth';
import { useSiteSettings } from '../settings';
import { useAddToCart } from './ProductCard';
import { useAddReviewMutation } from './catalogueApi';
import { Reviews, reviewKey } from './Reviews';

// Under the buy button, after the page: not part of its first load.
const ContactButtons = lazy(() => import('../../shared/ContactButtons').then((m) => ({ default: m.ContactButtons })));

const notify = () => import('../../shared/notify').then((m) => m.notification);

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

/** Writes a review as the signed-in shopper; a guest goes to log in and comes back. */
export function ReviewForm({ productId }: { productId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [addReview, { isLoading: sending }] = useAddReviewMutation({ fixedCacheKey: reviewKey(productId) });
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [tried, setTried] = useState(false);
  const submit = async () => {
    if (!user) return navigate(paths.login, { state: { from: location.pathname + location.search } });
    setTried(true);
    if (rating < 1) return;
    try {
      await addReview({
        productId,
        userId: user.id,
        userName: user.userName,
        reviewMessage: message,
        reviewValue: rating,
      }).unwrap();
      setMessage('');
      setRating(0);
      setTried(false);
      const title = t('reviews.added');
      void notify().then((n) => n.success({ title }));
    } catch (error) {
      const title = messageOf(error);
      void notify().then((n) => n.error({ title }));
    }
  };
  return (
    <div className="review-form">
      <label htmlFor="review-rating">{t('reviews.write')}</label>
      <Rate id="review-rating" value={rating} onChange={setRating} aria-label={t('reviews.stars')} />
      {tried && rating < 1 && (
        <p role="alert" className="field-error">
          {t('reviews.ratingRequired')}
        </p>
      )}
      <Input.TextArea
        aria-label={t('reviews.text')}
        placeholder={t('reviews.placeholder')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={3}
      />
      <Button type="primary" disabled={message.trim() === ''} loading={sending} onClick={() => void submit()}>
        {t('reviews.submit')}
      </Button>
    </div>
  );
}
