import { Button } from './Button';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pagesAround, type Pagination } from './paging';
import './pager.css';

/**
 * The storefront's pages of a list: previous, the pages around the current one, next. antd's
 * Pagination brings its page-size Select along (23 KB gzipped), more than a storefront page's
 * first load can spare; this uses only the Button every page already has. Nothing shows for one page.
 */
export function Pager({
  pagination,
  onChange,
  label,
  hrefOf,
}: {
  pagination: Pagination;
  onChange: (page: number) => void;
  label?: string;
  /**
   * Each page's own address: the buttons are then links (a page read without JavaScript pages with
   * them); a click still goes through onChange.
   */
  hrefOf?: (page: number) => string;
}) {
  const { t } = useTranslation();
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const go = (to: number) => (hrefOf ? { href: hrefOf(to) } : {});
  const follow = (to: number) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (to !== page) onChange(to);
  };
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      <Button
        aria-label={t('pager.previous')}
        icon={<LeftOutlined />}
        disabled={page <= 1}
        {...go(page - 1)}
        onClick={follow(page - 1)}
      />
      {pagesAround(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            type={p === page ? 'primary' : 'default'}
            aria-label={t('pager.page', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            {...go(p)}
            onClick={follow(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        aria-label={t('pager.next')}
        icon={<RightOutlined />}
        disabled={page >= totalPages}
        {...go(page + 1)}
        onClick={follow(page + 1)}
      />
    </nav>
  );
}
