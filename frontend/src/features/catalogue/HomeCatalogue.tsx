import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categories } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/paths';
import { homeCatalogueRequested, selectHomeCatalogue } from './catalogueSlices';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

/** Loads the home page's showroom and categories (one call for both). */
export function useHomeCatalogue() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(homeCatalogueRequested());
  }, [dispatch]);
  return useAppSelector(selectHomeCatalogue);
}

/**
 * 'Showroom Gỗ nội thất': the products the admin featured, the latest chosen first, bought from
 * here like anywhere else in the shop. Until they load, a box of their size keeps the page still.
 */
export function HomeShowroom() {
  const home = useAppSelector(selectHomeCatalogue);
  const { t } = useTranslation();
  if (home === null) return <div className="home-showroom-pending" aria-busy="true" />;
  if (home.featured.length === 0) return <p className="home-showroom-empty">{t('home.showroomEmpty')}</p>;
  return (
    <>
      <ProductGrid products={home.featured} />
      <p className="home-showroom-more">
        <Link to={paths.listing}>{t('home.allProducts')}</Link>
      </p>
    </>
  );
}

/**
 * Every category with a picture of one of its products and how many it holds: one tap to its
 * listing. The tiles stand from the first paint (the categories are known); the pictures and
 * counts fill in, so nothing moves.
 */
export function HomeCategories() {
  const home = useAppSelector(selectHomeCatalogue);
  const { t } = useTranslation();
  return (
    <ul className="category-tiles" aria-busy={home === null}>
      {categories.map((c) => {
        const tile = home?.categories.find((found) => found.id === c.id);
        return (
          <li key={c.id}>
            <Link to={`${paths.listing}?category=${c.id}`} className="category-tile">
              {tile?.image ? (
                <img src={tile.image} alt="" width={400} height={300} loading="lazy" />
              ) : (
                <span className="category-tile-blank" />
              )}
              <span className="category-tile-label">{t(`categories.${c.id}`)}</span>
              <span className="category-tile-count">
                {tile ? t('home.categoryCount', { count: tile.count }) : '\u00a0'}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
