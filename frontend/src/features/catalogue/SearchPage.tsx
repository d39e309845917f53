import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CloseCircleFilled } from '@ant-design/icons';
import { Spinner } from '../../shared/Loading';
import { useTranslation } from 'react-i18next';
import { searchMinLength } from '@tavico/contracts/client';
import { Pager } from '../../shared/Pager';
import { pageFromQuery } from '../../shared/paging';
import { paths } from '../../shared/paths';
import { useFilterGroupsQuery, useSearchQuery } from './catalogueApi';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

/** Search waits until typing stops for this long (spec §9); it needs contracts' searchMinLength characters (decisions §33). */
export const searchDelayMs = 1000;

/** The value as it stood once it stopped changing for `ms`; the first value at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Search: fires a second after typing stops, at 2 characters or more ('ghế', 'tủ'); the keyword is
 * in ?keyword= and the page in ?page= (typing starts again at the first page; Back returns to the
 * page before). Shorter, it says so and offers the categories instead of an empty page.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const fromUrl = query.get('keyword') ?? '';
  const pageInUrl = pageFromQuery(query);
  const [keyword, setKeyword] = useState(fromUrl);
  const top = useRef<HTMLDivElement>(null);
  const tooShort = keyword.trim().length < searchMinLength;
  // An address changed from outside the box (Back, a link) names the keyword to show.
  useEffect(() => {
    if (fromUrl !== keyword) setKeyword(fromUrl);
  }, [fromUrl]);

  // Arriving with ?keyword= searches at once; typing, a second after it stops. The page the
  // address names is the settled keyword's (typing goes back to the first).
  const settled = useSettled(keyword.trim(), searchDelayMs);
  // While typing, the address already has the new keyword: the settled one keeps its page.
  const settledPage = useRef(pageInUrl);
  if (settled === fromUrl.trim()) settledPage.current = pageInUrl;
  const page = settledPage.current;
  const skip = tooShort || settled.length < searchMinLength;
  const { currentData, isFetching } = useSearchQuery({ keyword: settled, page }, { skip });
  const results = skip ? undefined : currentData;

  const goToPage = (next: number) => {
    setQuery(next > 1 ? { keyword, page: String(next) } : { keyword });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const change = (value: string) => {
    setKeyword(value);
    setQuery(value ? { keyword: value } : {}, { replace: true });
  };

  return (
    <div className="page search" ref={top}>
      <h1 className="visually-hidden">{t('search.title')}</h1>
      <div className="search-box">
        <input
          type="text"
          className="search-input"
          autoFocus
          aria-label={t('search.title')}
          placeholder={t('search.placeholder')}
          aria-describedby={tooShort ? 'search-too-short' : undefined}
          value={keyword}
          onChange={(e) => change(e.target.value)}
        />
        {keyword !== '' && (
          <button type="button" className="search-clear" aria-label={t('search.clear')} onClick={() => change('')}>
            <CloseCircleFilled />
          </button>
        )}
      </div>
      <div className="search-results" aria-live="polite">
        {tooShort ? (
          <SearchSuggestions />
        ) : isFetching && !skip ? (
          <Spinner />
        ) : results && results.data.length > 0 ? (
          <>
            <p className="search-count">{t('search.found', { count: results.pagination.total })}</p>
            <ProductGrid products={results.data} firstRow={4} />
            <Pager pagination={results.pagination} onChange={goToPage} label={t('search.pages')} />
          </>
        ) : results ? (
          <h2>{t('search.none')}</h2>
        ) : null}
      </div>
    </div>
  );
}

/** The hint for a short keyword, and the categories to browse instead. */
function SearchSuggestions() {
  const { t } = useTranslation();
  const filterGroups = useFilterGroupsQuery({}).data ?? [];
  const categories = filterGroups.find((g) => g.id === 'category')?.options ?? [];
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
