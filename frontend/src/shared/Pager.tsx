import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
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
  label = 'Phân trang',
}: {
  pagination: Pagination;
  onChange: (page: number) => void;
  label?: string;
}) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button
        aria-label="Trang trước"
        icon={<LeftOutlined />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
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
            aria-label={`Trang ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        aria-label="Trang sau"
        icon={<RightOutlined />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
}
