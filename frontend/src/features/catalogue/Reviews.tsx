import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../shared/Pager';
import { Stars } from '../../shared/Stars';
import { useAddReviewMutation, useReviewsQuery } from './catalogueApi';

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
