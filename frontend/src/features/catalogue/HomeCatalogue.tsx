import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { categories } from '@tavico/contracts/client';
import type { HomeCatalogueView } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';
import { useHomeCatalogueQuery } from './catalogueApi';
import { ProductGrid } from './ProductCard';
import './catalogue.css';

const nothing: HomeCatalogueView = { featured: [], categories: [] };

/**
 * The home page's showroom and categories (one call for both); null until answered. Without an
 * answer the categories keep their names and links, and the showroom says it is empty.
 */
function useHomeCatalogue(): HomeCatalogueView | null {
  const { data, isError } = useHomeCatalogueQuery();
  return isError ? nothing : (data ?? null);
}

/**
 * 'Showroom Gỗ nội thất': the products the admin featured, the latest chosen first, bought from
 * here like anywhere else in the shop. Until they load, a box of their size keeps the page still.
 */
export function HomeShowroom() {
  const home = useHomeCatalogue();
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
  const home = useHomeCatalogue();
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
