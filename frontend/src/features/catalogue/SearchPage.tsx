import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Input, Spin } from 'antd';
import { searchMinLength } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Pager } from '../../shared/Pager';
import { pageFromQuery } from '../../shared/paging';
import { paths } from '../../shared/paths';
import {
  filterGroupsRequested,
  searchKeywordChanged,
  searchPageChanged,
  selectProducts,
  selectSearch,
} from './catalogueSlices';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

/** Said under the box while the keyword is too short to search (decisions §33: 2 characters). */
export const searchTooShort = `Nhập ít nhất ${searchMinLength} ký tự`;

/**
 * Search: fires a second after typing stops, at 2 characters or more ('ghế', 'tủ'); the keyword is
 * in ?keyword= and the page in ?page= (typing starts again at the first page; Back returns to the
 * page before). Shorter, it says so and offers the categories instead of an empty page.
 */
export function SearchPage() {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useSearchParams();
  const { keyword, page, searchResults, pagination, isLoading, searched } = useAppSelector(selectSearch);
  const fromUrl = query.get('keyword') ?? '';
  const pageInUrl = pageFromQuery(query);
  const top = useRef<HTMLDivElement>(null);
  const tooShort = keyword.trim().length < searchMinLength;

  // Arriving with ?keyword= searches for it; a page named in the address (Back, a link) is fetched.
  useEffect(() => {
    if (fromUrl !== keyword) dispatch(searchKeywordChanged(fromUrl, pageInUrl));
    else if (pageInUrl !== page) dispatch(searchPageChanged(pageInUrl));
  }, [pageInUrl]);

  const goToPage = (next: number) => {
    setQuery(next > 1 ? { keyword, page: String(next) } : { keyword });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="page search" ref={top}>
      <h1 className="visually-hidden">Tìm kiếm sản phẩm</h1>
      <Input
        size="large"
        allowClear
        autoFocus
        aria-label="Tìm kiếm sản phẩm"
        placeholder="Search Products..."
        aria-describedby={tooShort ? 'search-too-short' : undefined}
        value={keyword}
        onChange={(e) => {
          dispatch(searchKeywordChanged(e.target.value));
          setQuery(e.target.value ? { keyword: e.target.value } : {}, { replace: true });
        }}
      />
      <div className="search-results" aria-live="polite">
        {tooShort ? (
          <SearchSuggestions />
        ) : isLoading ? (
          <Spin />
        ) : searchResults.length > 0 ? (
          <>
            <p className="search-count">Tìm thấy {pagination.total} sản phẩm</p>
            <ProductGrid products={searchResults} />
            <Pager pagination={pagination} onChange={goToPage} label="Trang kết quả tìm kiếm" />
          </>
        ) : searched ? (
          <h2>No result found!</h2>
        ) : null}
      </div>
    </div>
  );
}

/** The hint for a short keyword, and the categories to browse instead. */
function SearchSuggestions() {
  const dispatch = useAppDispatch();
  const { filterGroups } = useAppSelector(selectProducts);
  const categories = filterGroups.find((g) => g.id === 'category')?.options ?? [];
  useEffect(() => {
    if (filterGroups.length === 0) dispatch(filterGroupsRequested());
  }, [dispatch, filterGroups.length]);
  return (
    <div className="search-suggestions">
      <p className="search-hint" id="search-too-short">
        {searchTooShort}
      </p>
      {categories.length > 0 && (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories">Hoặc xem theo danh mục</h2>
          <ul className="search-categories">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`${paths.listing}?category=${encodeURIComponent(c.id)}`}>
                  {c.label} <span className="search-category-count">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
