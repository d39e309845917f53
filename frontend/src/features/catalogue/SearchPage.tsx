import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
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

/**
 * Search: fires a second after typing stops, at 2 characters or more ('ghế', 'tủ'); the keyword is
 * in ?keyword= and the page in ?page= (typing starts again at the first page; Back returns to the
 * page before). Shorter, it says so and offers the categories instead of an empty page.
 */
export function SearchPage() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
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
      <h1 className="visually-hidden">{t('search.title')}</h1>
      <Input
        size="large"
        allowClear
        autoFocus
        aria-label={t('search.title')}
        placeholder={t('search.placeholder')}
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
            <p className="search-count">{t('search.found', { count: pagination.total })}</p>
            <ProductGrid products={searchResults} />
            <Pager pagination={pagination} onChange={goToPage} label={t('search.pages')} />
          </>
        ) : searched ? (
          <h2>{t('search.none')}</h2>
        ) : null}
      </div>
    </div>
  );
}

/** The hint for a short keyword, and the categories to browse instead. */
function SearchSuggestions() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { filterGroups } = useAppSelector(selectProducts);
  const categories = filterGroups.find((g) => g.id === 'category')?.options ?? [];
  useEffect(() => {
    if (filterGroups.length === 0) dispatch(filterGroupsRequested());
  }, [dispatch, filterGroups.length]);
  return (
    <div className="search-suggestions">
      <p className="search-hint" id="search-too-short">
        {t('search.tooShort', { count: searchMinLength })}
      </p>
      {categories.length > 0 && (
        <nav aria-labelledby="search-categories">
          <h2 id="search-categories">{t('search.byCategory')}</h2>
          <ul className="search-categories">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={`${paths.listing}?category=${encodeURIComponent(c.id)}`}>
                  {t(`categories.${c.id}`, { defaultValue: c.label })}{' '}
                  <span className="search-category-count">({c.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
