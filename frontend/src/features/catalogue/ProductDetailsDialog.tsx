import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Divider, Empty, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Pager } from '../../shared/Pager';
import { paths } from '../../shared/paths';
import { Price } from '../../shared/Price';
import { useSiteSettings } from '../settings';
import { useAddToCart } from './ProductCard';
import {
  productDetailsClosed,
  reviewAddRequested,
  reviewsRequested,
  selectProductDetails,
  selectReviews,
} from './catalogueSlices';

// Under the buy button, after the page: not part of its first load.
const ContactButtons = lazy(() => import('../../shared/ContactButtons').then((m) => ({ default: m.ContactButtons })));

/** The product-details dialog: opens when details are loaded; closing clears details and form. */
export function ProductDetailsDialog() {
  const product = useAppSelector(selectProductDetails);
  const dispatch = useAppDispatch();
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const vndPerUsd = settings?.vndPerUsd;
  if (!product) return null;
  const soldOut = product.totalStock === 0;
  return (
    <Modal
      open
      title={product.title}
      footer={null}
      width={900}
      onCancel={() => dispatch(productDetailsClosed())}
      destroyOnHidden
    >
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
          <Button type="primary" block disabled={soldOut} onClick={() => addToCart(product)}>
            {soldOut ? t('product.outOfStock') : t('product.addToCart')}
          </Button>
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

/** The product's reviews, newest first, a page at a time. */
export function Reviews({ productId }: { productId: string }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { reviews, pagination } = useAppSelector(selectReviews);
  if (reviews.length === 0) return <Empty description={t('reviews.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <>
      <ul className="reviews">
        {reviews.map((r) => (
          <li key={r._id}>
            <strong>{r.userName}</strong>
            <Rate disabled value={r.reviewValue} className="reviews-stars" />
            <p>{r.reviewMessage}</p>
          </li>
        ))}
      </ul>
      <Pager
        pagination={pagination}
        onChange={(page) => dispatch(reviewsRequested({ productId, page }))}
        label={t('reviews.pages')}
      />
    </>
  );
}

export function ReviewForm({ productId }: { productId: string }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { t } = useTranslation();
  const { savedCount } = useAppSelector(selectReviews);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setMessage('');
    setRating(0);
    setTried(false);
  }, [savedCount]);
  const submit = () => {
    setTried(true);
    if (rating < 1) return;
    dispatch(
      reviewAddRequested({
        productId,
        reviewMessage: message,
        reviewValue: rating,
        from: location.pathname + location.search,
      }),
    );
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
      <Button type="primary" disabled={message.trim() === ''} onClick={submit}>
        {t('reviews.submit')}
      </Button>
    </div>
  );
}
