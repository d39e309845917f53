import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Skeleton } from '../../shared/Loading';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { defaultSort, houseBrand, sortOptions, type SortOption } from '@tavico/contracts/client';
import { Pager } from '../../shared/Pager';
import { PopupMenu } from '../../shared/PopupMenu';
import { noPages, pageFromQuery } from '../../shared/paging';
import { useFilterGroupsQuery, useProductsQuery, type Filters } from './catalogueApi';
import { ActiveFilters, chosenCount, FilterPanel, ListingFilters } from './ListingFilters';
import { filtersFromQuery, filtersKey, hasFilters, queryOf, sortFromQuery, storedFilters } from './listingFilters';
import { ProductGrid } from './ProductCard';
import './catalogue.css';
import './listing.css';
import { lazyInAntd } from '../../shared/lazyInAntd';

// Nothing matching is the rare answer: antd's Empty loads only then, which keeps the listing's
// first load under its 300 KB budget.
const ListingEmpty = lazyInAntd(() => import('./ListingEmpty').then((m) => m.ListingEmpty));

/**
 * The listing: filters at left (kept in session storage under `filters` and mirrored to the query
 * string), 'All Products' with its count, 'Sort by', and one page of products at a time (`?page=`,
 * so Back returns to the page before; a new filter or sort starts again at the first). The
 * house-brand page is the same listing held to the house brand.
 */
export function ListingPage({ brand }: { brand?: typeof houseBrand }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const sortBy = sortFromQuery(query, defaultSort);
  const page = pageFromQuery(query);
  const top = useRef<HTMLElement>(null);
  const fixed = useMemo(() => (brand ? { ...filters, brand: [brand.id] } : filters), [brand, filters]);
  // The counts follow the choices: each group's counts, the other groups' and the price range.
  const filterGroups = useFilterGroupsQuery(fixed).data ?? [];
  // While another page or filter loads, the products shown stay; a failure shows none.
  const { data, isError, isFetching } = useProductsQuery({ filters: fixed, sortBy, page });
  const answer = isError ? undefined : data;
  const productList = answer?.data ?? [];
  const pagination = answer?.pagination ?? noPages;

  // A link to one product (the chat assistant's, say) opens it over the listing: DetailsHost does it.

  // A listing opened without filters in its address takes the ones kept for this session.
  useEffect(() => {
    if (brand || hasFilters(filters)) return;
    const kept = storedFilters(sessionStorage);
    if (hasFilters(kept)) setQuery(queryOf(kept, sortBy), { replace: true });
    // Only on arrival: later changes go through change().
  }, []);

  // The address has no page: a change of filter or sort starts again at the first.
  const change = (next: Filters, nextSort: SortOption = sortBy) => {
    if (!brand) sessionStorage.setItem(filtersKey, JSON.stringify(next));
    setQuery(queryOf(next, nextSort));
  };

  const goToPage = (next: number) => {
    const nextQuery = new URLSearchParams(query);
    if (next > 1) nextQuery.set('page', String(next));
    else nextQuery.delete('page');
    setQuery(nextQuery);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  // The page's address: the pager's links (they work without JavaScript too).
  const pageHref = (next: number) => {
    const nextQuery = new URLSearchParams(query);
    if (next > 1) nextQuery.set('page', String(next));
    else nextQuery.delete('page');
    const search = nextQuery.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };

  const groups = brand ? filterGroups.filter((g) => g.id !== 'brand') : filterGroups;
  const panel = <FilterPanel groups={groups} filters={filters} onChange={change} />;
  return (
    <div className="page listing">
      <ListingFilters panel={panel} chosen={chosenCount(filters)} total={pagination.total} />
      <section className="listing-main" ref={top}>
        <ActiveFilters groups={groups} filters={filters} onChange={change} />
        <div className="listing-head">
          <h1>{brand ? t('menu.houseBrand') : t('listing.allProducts')}</h1>
          <span className="listing-count">{t('listing.count', { count: pagination.total })}</span>
          <PopupMenu
            button={{
              icon: <SwapOutlined rotate={90} />,
              children: t('listing.sortBy', { sort: t(`listing.sort.${sortBy}`) }),
            }}
            choices={sortOptions.map((o) => ({ key: o, label: t(`listing.sort.${o}`), current: o === sortBy }))}
            onChoose={(next) => change(filters, next as SortOption)}
          />
        </div>
        {productList.length === 0 && (isFetching || (!answer && !isError)) ? (
          <Skeleton />
        ) : productList.length === 0 ? (
          <Suspense fallback={null}>
            <ListingEmpty pastTheEnd={page > 1} onFirstPage={() => goToPage(1)} />
          </Suspense>
        ) : (
          <>
            <ProductGrid products={productList} firstRow={4} />
            <Pager pagination={pagination} onChange={goToPage} label={t('listing.pages')} hrefOf={pageHref} />
          </>
        )}
      </section>
    </div>
  );
}

export function HouseBrandPage() {
  return <ListingPage brand={houseBrand} />;
}
