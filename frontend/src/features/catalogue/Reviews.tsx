import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../shared/Button';
import { messageOf } from '../../shared/http';
import { Pager } from '../../shared/Pager';
import { paths } from '../../shared/paths';
import { Stars } from '../../shared/Stars';
import { selectUser } from '../auth';
import { useAddReviewMutation, useReviewsQuery } from './catalogueApi';

const notify = () => import('../../shared/notify').then((m) => m.notification);
const five = [1, 2, 3, 4, 5];

/** The form and the list share their product's one add, so the list turns to the page it is on. */
export const reviewKey = (productId: string) => `review-${productId}`;

/**
 * The product's reviews, newest first, a page at a time, in plain HTML (the product page draws
 * them from the server's HTML on, without antd: issue 29).
 */
export function Reviews({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // A later page is read afresh whenever shown: a review added since moves every page along. The
  // first comes with a page the server rendered (and is marked, so a review added here reads it again).
  const { data } = useReviewsQuery({ productId, page }, { refetchOnMountOrArgChange: page === 1 ? 30 : true });
  // Newest first: a review just added is on the first page.
  const [, { fulfilledTimeStamp: added }] = useAddReviewMutation({ fixedCacheKey: reviewKey(productId) });
  useEffect(() => setPage(1), [added]);
  const reviews = data?.data ?? [];
  if (!data || reviews.length === 0) return <p className="reviews-none">{t('reviews.none')}</p>;
  return (
    <>
      <ul className="reviews">
        {reviews.map((r) => (
          <li key={r._id}>
            <strong>{r.userName}</strong>
            <span className="reviews-stars">
              <Stars value={r.reviewValue} />
              <span className="visually-hidden">{t('reviews.rated', { count: r.reviewValue })}</span>
            </span>
            <p>{r.reviewMessage}</p>
          </li>
        ))}
      </ul>
      <Pager pagination={data.pagination} onChange={setPage} label={t('reviews.pages')} />
    </>
  );
}

/**
 * Writes a review as the signed-in shopper; a guest goes to log in and comes back. Plain HTML (five
 * radio stars, a text box): the product page draws it as soon as it runs, and antd's form code
 * would come with it (issue 29).
 */
export function ReviewForm({ productId }: { productId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const [addReview, { isLoading: sending }] = useAddReviewMutation({ fixedCacheKey: reviewKey(productId) });
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);
  const [tried, setTried] = useState(false);
  const id = useId();
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
      <p className="review-form-title">{t('reviews.write')}</p>
      <div className="star-picker" role="radiogroup" aria-label={t('reviews.stars')}>
        {five.map((n) => (
          <label key={n} className={n <= rating ? 'is-on' : undefined}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-stars`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
              aria-label={t('reviews.rated', { count: n })}
            />
            <StarFilled aria-hidden />
          </label>
        ))}
      </div>
      {tried && rating < 1 && (
        <p role="alert" className="field-error">
          {t('reviews.ratingRequired')}
        </p>
      )}
      <textarea
        className="review-form-text"
        aria-label={t('reviews.text')}
        placeholder={t('reviews.placeholder')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={3}
      />
      <Button type="primary" disabled={message.trim() === '' || sending} onClick={() => void submit()}>
        {t('reviews.submit')}
      </Button>
    </div>
  );
}
