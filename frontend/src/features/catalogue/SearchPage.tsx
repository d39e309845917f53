import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Input, Spin } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchKeywordChanged, selectSearch } from './catalogueSlices';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

/** Search: fires a second after typing stops, at 4 characters or more; the keyword is in ?keyword=. */
export function SearchPage() {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useSearchParams();
  const { keyword, searchResults, isLoading, searched } = useAppSelector(selectSearch);
  const fromUrl = query.get('keyword') ?? '';

  useEffect(() => {
    if (fromUrl !== keyword) dispatch(searchKeywordChanged(fromUrl));
    // Arriving with ?keyword= searches for it.
  }, []);

  return (
    <div className="page search">
      <h1 className="visually-hidden">Tìm kiếm sản phẩm</h1>
      <Input
        size="large"
        allowClear
        autoFocus
        aria-label="Tìm kiếm sản phẩm"
        placeholder="Search Products..."
        value={keyword}
        onChange={(e) => {
          dispatch(searchKeywordChanged(e.target.value));
          setQuery(e.target.value ? { keyword: e.target.value } : {}, { replace: true });
        }}
      />
      <div className="search-results" aria-live="polite">
        {isLoading ? (
          <Spin />
        ) : searchResults.length > 0 ? (
          <ProductGrid products={searchResults} />
        ) : searched ? (
          <h2>No result found!</h2>
        ) : null}
      </div>
    </div>
  );
}
