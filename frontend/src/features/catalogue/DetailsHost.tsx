import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messageOf } from '../../shared/http';
import { useProductQuery } from './catalogueApi';
import { productParam, type OpenedHere } from './openProduct';
import { lazyInAntd } from '../../shared/lazyInAntd';

const ProductDetailsDialog = lazyInAntd(() => import('./ProductDetailsDialog').then((m) => m.ProductDetailsDialog));

const notify = () => import('../../shared/notify').then((m) => m.notification);

/**
 * The details dialog, loaded the first time a product is opened (it is not in the first load).
 * The address drives it: ?product={id} opens it once the product is read (a click adds that
 * entry, so Back closes it; a shared link or Forward carries it), and closing it goes back to the
 * address it was opened from.
 */
export function DetailsHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const productId = new URLSearchParams(location.search).get(productParam);
  const { currentData: product, error } = useProductQuery(productId ?? '', { skip: !productId });

  const close = () => {
    if ((location.state as OpenedHere | null)?.detailsOpened) return void navigate(-1);
    // Opened by a link: the address stays, without the parameter.
    const params = new URLSearchParams(location.search);
    params.delete(productParam);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };

  // A product that cannot be read says why and leaves the address as it was.
  useEffect(() => {
    if (!error || !productId) return;
    const message = messageOf(error);
    void notify().then((n) => n.error({ title: message }));
    close();
    // Once per failed product.
  }, [error, productId]);

  if (!productId || !product) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailsDialog product={product} onClose={close} />
    </Suspense>
  );
}
