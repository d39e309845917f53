import { useLocation } from 'react-router-dom';
import { Button, Tag } from 'antd';
import { lowStockThreshold, type ProductView } from '@tavico/contracts/client';
import { useAppDispatch } from '../../app/hooks';
import { dollars } from '../../shared/format';
import { cartItemAddRequested } from '../cart/cartSlice';
import { productDetailsRequested } from './catalogueSlices';

/** The spec's badge: out of stock, a few left (under 10), or on sale. */
export function stockBadge(p: Pick<ProductView, 'totalStock' | 'salePrice'>): string | null {
  if (p.totalStock === 0) return 'Out Of Stock';
  if (p.totalStock < lowStockThreshold) return `Only ${p.totalStock} items left`;
  if (p.salePrice > 0) return 'Sale';
  return null;
}

export function Price({ product }: { product: Pick<ProductView, 'price' | 'salePrice'> }) {
  if (product.salePrice > 0)
    return (
      <span className="price">
        <s aria-label={`Giá gốc ${dollars(product.price)}`}>{dollars(product.price)}</s>{' '}
        <strong>{dollars(product.salePrice)}</strong>
      </span>
    );
  return (
    <span className="price">
      <strong>{dollars(product.price)}</strong>
    </span>
  );
}

/** Adds one to the cart, or, for a guest, goes to login and comes back here. */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  return (product: Pick<ProductView, '_id' | 'totalStock'>) =>
    dispatch(
      cartItemAddRequested({
        productId: product._id,
        totalStock: product.totalStock,
        from: location.pathname + location.search,
      }),
    );
}

export function ProductCard({ product }: { product: ProductView }) {
  const dispatch = useAppDispatch();
  const addToCart = useAddToCart();
  const badge = stockBadge(product);
  const open = () => dispatch(productDetailsRequested({ productId: product._id }));
  const soldOut = product.totalStock === 0;
  return (
    <article className="product-card">
      <button type="button" className="product-card-image" onClick={open} aria-label={`Xem chi tiết ${product.title}`}>
        <img src={product.imageCard ?? product.image} alt={product.title} loading="lazy" />
        {badge && (
          <Tag color={soldOut ? 'default' : badge === 'Sale' ? 'red' : 'orange'} className="product-badge">
            {badge}
          </Tag>
        )}
      </button>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <button type="button" onClick={open}>
            {product.title}
          </button>
        </h3>
        <Price product={product} />
        <Button type="primary" block disabled={soldOut} onClick={() => addToCart(product)} className="product-card-add">
          {soldOut ? 'Out Of Stock' : 'Add to cart'}
        </Button>
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductView[] }) {
  return (
    <div className="product-grid">
      {products.map((p) => (
        <ProductCard key={p._id} product={p} />
      ))}
    </div>
  );
}
