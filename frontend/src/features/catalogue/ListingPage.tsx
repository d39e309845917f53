import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Checkbox, Dropdown, Empty, Skeleton } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { defaultSort, houseBrand, sortOptions, type SortOption } from '@tavico/contracts/client';
import { productLinkParam } from '@tavico/contracts/chat';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Filters } from './catalogueApi';
import { filterGroupsRequested, productDetailsRequested, productsRequested, selectProducts } from './catalogueSlices';
import {
  filtersFromQuery,
  filtersKey,
  hasFilters,
  queryOf,
  sortFromQuery,
  sortLabels,
  storedFilters,
} from './listingFilters';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

/**
 * The listing: filters at left (kept in session storage under `filters` and mirrored to the query
 * string), 'All Products' with its count, and 'Sort by'. The house-brand page is the same listing
 * held to the house brand.
 */
export function ListingPage({ brand }: { brand?: typeof houseBrand }) {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useSearchParams();
  const { productList, isLoading, filterGroups } = useAppSelector(selectProducts);
  const filters = useMemo(() => filtersFromQuery(query), [query]);
  const sortBy = sortFromQuery(query, defaultSort);
  const fixed = brand ? { ...filters, brand: [brand.id] } : filters;

  // A link to one product (the chat assistant's, say) opens it over the listing.
  useEffect(() => {
    const productId = query.get(productLinkParam);
    if (!productId) return;
    dispatch(productDetailsRequested({ productId }));
    setQuery(
      (q) => {
        q.delete(productLinkParam);
        return q;
      },
      { replace: true },
    );
    // Only on arrival.
  }, []);

  // A listing opened without filters in its address takes the ones kept for this session.
  useEffect(() => {
    if (brand || hasFilters(filters)) return;
    const kept = storedFilters(sessionStorage);
    if (hasFilters(kept)) setQuery(queryOf(kept, sortBy), { replace: true });
    // Only on arrival: later changes go through change().
  }, []);

  useEffect(() => {
    dispatch(filterGroupsRequested());
  }, [dispatch]);

  const key = JSON.stringify([fixed, sortBy]);
  useEffect(() => {
    dispatch(productsRequested({ filters: fixed, sortBy }));
    // `key` stands for the filters and the sort.
  }, [dispatch, key]);

  const change = (next: Filters, nextSort: SortOption = sortBy) => {
    if (!brand) sessionStorage.setItem(filtersKey, JSON.stringify(next));
    setQuery(queryOf(next, nextSort));
  };

  const groups = brand ? filterGroups.filter((g) => g.id !== 'brand') : filterGroups;
  return (
    <div className="page listing">
      <aside className="listing-filters" aria-label="Bộ lọc">
        <h2>Filters</h2>
        {groups.map((group) => (
          <fieldset key={group.id}>
            <legend>{group.label}</legend>
            <Checkbox.Group
              value={filters[group.id] ?? []}
              onChange={(values) => change({ ...filters, [group.id]: values as string[] })}
              options={group.options.map((o) => ({ value: o.id, label: `${o.label} (${o.count})` }))}
            />
          </fieldset>
        ))}
      </aside>
      <section className="listing-main">
        <div className="listing-head">
          <h1>{brand ? brand.label : 'All Products'}</h1>
          <span className="listing-count">{productList.length} Products</span>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [sortBy],
              items: sortOptions.map((o) => ({ key: o, label: sortLabels[o] })),
              onClick: ({ key: next }) => change(filters, next as SortOption),
            }}
          >
            <Button icon={<SwapOutlined rotate={90} />}>Sort by: {sortLabels[sortBy]}</Button>
          </Dropdown>
        </div>
        {isLoading && productList.length === 0 ? (
          <Skeleton active />
        ) : productList.length === 0 ? (
          <Empty description="Không có sản phẩm phù hợp." />
        ) : (
          <ProductGrid products={productList} />
        )}
      </section>
    </div>
  );
}

export function HouseBrandPage() {
  return <ListingPage brand={houseBrand} />;
}
