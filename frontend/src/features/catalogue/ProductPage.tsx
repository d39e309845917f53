import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { Skeleton } from '../../shared/Loading';
import { useTranslation } from 'react-i18next';
import { categories, specLabels, type ProductPageView, type ProductSpecs } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';
import { Price } from '../../shared/Price';
import { Stars } from '../../shared/Stars';
import { useOwnTitle } from '../../shared/pageTitle';
import { useMounted } from '../../shared/useMounted';
import { useSiteSettings } from '../settings';
import { ProductGrid, stockBadge, useAddToCart } from './ProductCard';
import { useProductPageQuery } from './catalogueApi';
import { Gallery } from './Gallery';
import { QuantityStepper } from './QuantityStepper';
import { ReviewForm, Reviews } from './Reviews';
import { useChosenVariant, VariantPicker } from './VariantPicker';
import './productPage.css';

// Under the buy button, after the page: not part of its first load.
const ContactButtons = lazy(() => import('../../shared/ContactButtons').then((m) => ({ default: m.ContactButtons })));

// The reviews and their form sit below the first screen: their code (the dialog's, with its text
// inputs) loads after the page's, keeping the first load in its budget.

/**
 * A product's own page, /san-pham/{slug}: a gallery (zoom on desktop, swipe on phones), the
 * specifications, the supplier, a quantity held to the stock, breadcrumbs, reviews and more of
 * its category. The server already put its title and Open Graph tags into the HTML.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // currentData: this slug's page, nothing of the previous product's while it loads.
  const { currentData, isError } = useProductPageQuery(slug);
  const view = currentData ?? null;
  // Any failure reads as a page that is not there (the server answers 404 for an unknown address).
  const notFound = isError && !view;
  useOwnTitle(view?.product.title ?? t(notFound ? 'titles.notFound' : 'titles.product'));
  useEffect(() => {
    if (!view) return;
    // A renamed product's old address: show it under its current one.
    if (view.product.slug !== slug) navigate(paths.product(view.product.slug), { replace: true });
  }, [view, slug, navigate]);

  if (notFound) {
    return (
      <div className="product-page product-page-missing">
        <h1>{t('product.notFound')}</h1>
        <p>{t('product.notFoundText')}</p>
        <Link to={paths.listing}>
          <Button type="primary">{t('product.browse')}</Button>
        </Link>
      </div>
    );
  }
  if (!view) {
    return (
      // The page's shape while it loads: the breadcrumbs' line, then the picture at its final size.
      <div className="product-page" aria-busy="true">
        <div className="breadcrumbs product-page-skeleton-crumbs" />
        <div className="product-page-main">
          <div className="skeleton-image product-page-skeleton-image" />
          <Skeleton rows={8} />
        </div>
      </div>
    );
  }
  return <ProductPageBody view={view} />;
}

function ProductPageBody({ view }: { view: ProductPageView }) {
  const { supplier, related } = view;
  const { t } = useTranslation();
  // A product with variants shows the chosen one's price, stock and picture (issue 30).
  const [variant, pick] = useChosenVariant(view.product);
  const mounted = useMounted();
  const product = variant
    ? { ...view.product, price: variant.price, salePrice: variant.salePrice, totalStock: variant.totalStock }
    : view.product;
  const shown = { ...view, product };
  const category = categories.find((c) => c.id === product.category);
  return (
    <div className="product-page">
      <nav aria-label={t('product.crumbs')} className="breadcrumbs">
        <ol>
          <li>
            <Link to={paths.home}>{t('menu.home')}</Link>
          </li>
          <li>
            <Link to={paths.listing}>{t('menu.products')}</Link>
          </li>
          {category && (
            <li>
              <Link to={`${paths.listing}?category=${category.id}`}>{t(`categories.${category.id}`)}</Link>
            </li>
          )}
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="product-page-main">
        <Gallery
          key={variant?.image ?? product.image}
          images={[variant?.image ?? product.image, ...product.gallery]}
          title={product.title}
        />
        <div className="product-page-info">
          <h1>{product.title}</h1>
          {/* Sold out and never rated: no empty stars; the buy box offers to contact the shop instead. */}
          {(product.totalStock > 0 || product.reviewCount > 0) && (
            <div
              className="details-rating"
              aria-label={t('product.averageRating', { rating: product.averageReview.toFixed(2) })}
            >
              <Stars value={product.averageReview} />
              <span>
                {t('product.ratingLine', { rating: product.averageReview.toFixed(2), count: product.reviewCount })}
              </span>
            </div>
          )}
          <PagePrice view={shown} />
          {variant && <VariantPicker product={view.product} chosen={variant} pick={pick} />}
          <p className="product-page-supplier">
            {t('product.supplier')}{' '}
            {supplier ? (
              <Link to={`${paths.listing}?brand=${encodeURIComponent(supplier.name)}`}>{supplier.name}</Link>
            ) : (
              <Link to={paths.houseBrand}>{t('menu.houseBrand')}</Link>
            )}
          </p>
          <Specifications specs={product.specs} />
          <BuyBox view={shown} sku={variant?.sku} />
        </div>
      </div>
      <section className="product-page-section" aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        <p className="product-page-description">{product.description}</p>
      </section>
      <section className="product-page-section" aria-labelledby="product-reviews">
        <h2 id="product-reviews">{t('product.reviews')}</h2>
        <Suspense fallback={<div className="product-page-reviews-pending" aria-busy="true" />}>
          <Reviews productId={product._id} />
          {/* The form is the app's (it asks a guest to sign in first): drawn once the page runs. */}
          {mounted ? (
            <ReviewForm productId={product._id} />
          ) : (
            <div className="review-form-pending" aria-hidden="true" />
          )}
        </Suspense>
      </section>
      {related.length > 0 && (
        <section className="product-page-section" aria-labelledby="product-related">
          <hr className="product-page-divider" />
          <h2 id="product-related">{t('product.related')}</h2>
          <ProductGrid products={related} />
        </section>
      )}
    </div>
  );
}

function PagePrice({ view }: { view: ProductPageView }) {
  const vndPerUsd = useSiteSettings()?.vndPerUsd;
  return <Price product={view.product} vndPerUsd={vndPerUsd} />;
}

function Specifications({ specs }: { specs: ProductSpecs }) {
  const { t } = useTranslation();
  const given = (Object.keys(specLabels) as (keyof ProductSpecs)[]).filter((k) => specs[k].trim() !== '');
  if (given.length === 0) return null;
  return (
    <dl className="product-specs" aria-label={t('product.specs')}>
      {given.map((k) => (
        <div key={k}>
          <dt>{t(`product.spec.${k}`)}</dt>
          <dd>{specs[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many to add, held to what can still be sold, and the button. */
function BuyBox({ view, sku }: { view: ProductPageView; sku: string | undefined }) {
  const { product } = view;
  const addToCart = useAddToCart();
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const soldOut = product.totalStock === 0;
  const settings = useSiteSettings();
  const badge = stockBadge(product);
  useEffect(() => setQuantity((q) => Math.min(Math.max(1, q), Math.max(1, product.totalStock))), [product.totalStock]);
  return (
    <div className="product-buy">
      {badge && <p className={`product-buy-stock${soldOut ? ' is-out' : ''}`}>{badge}</p>}
      {!soldOut && (
        <div className="product-buy-quantity">
          <span aria-hidden>{t('product.quantity')}</span>
          <QuantityStepper
            value={quantity}
            max={product.totalStock}
            onChange={setQuantity}
            label={t('product.quantity')}
          />
        </div>
      )}
      <Button type="primary" size="large" block disabled={soldOut} onClick={() => addToCart(product, quantity, sku)}>
        {soldOut ? t('product.outOfStock') : t('product.addToCart')}
      </Button>
      <Suspense fallback={null}>
        <ContactButtons settings={settings} soldOut={soldOut} />
      </Suspense>
    </div>
  );
}
