import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { productLinkParam } from '@tavico/contracts/chat';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { productDetailsClosed, productDetailsRequested, selectProductDetails } from './catalogueSlices';

const ProductDetailsDialog = lazy(() =>
  import('./ProductDetailsDialog').then((m) => ({ default: m.ProductDetailsDialog })),
);

/** The query parameter that names the open dialog's product, so Back closes it and a link opens it (the chat's links too). */
const productParam = productLinkParam;

/**
 * The details dialog, loaded the first time a product is opened (it is not in the first load).
 * The address follows it: opening adds ?product={id} (a new history entry), Back closes it, and
 * closing it goes back to the address it was opened from; an address with ?product= opens it.
 */
export function DetailsHost() {
  const details = useAppSelector(selectProductDetails);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(location.search).get(productParam);
  // Whether the open dialog added its own history entry (then closing it goes back one).
  const pushed = useRef(false);
  const shownId = useRef<string | null>(null);

  // An address that names a product opens its dialog (a shared link, or Forward).
  useEffect(() => {
    if (inAddress && inAddress !== shownId.current) {
      pushed.current = false;
      dispatch(productDetailsRequested({ productId: inAddress }));
    }
    // Back past the dialog's entry: the address no longer names it, so it closes.
    if (!inAddress && shownId.current) {
      pushed.current = false;
      dispatch(productDetailsClosed());
    }
  }, [inAddress, dispatch]);

  useEffect(() => {
    const id = details?._id ?? null;
    const previous = shownId.current;
    shownId.current = id;
    const params = new URLSearchParams(location.search);
    if (id && params.get(productParam) !== id) {
      // Opened by a click: a new entry, so Back closes it.
      params.set(productParam, id);
      pushed.current = true;
      navigate({ pathname: location.pathname, search: `?${params}` });
    } else if (!id && previous && params.get(productParam) === previous) {
      // Closed by its button: leave the entry it added, or drop the parameter if it came with the link.
      if (pushed.current) navigate(-1);
      else {
        params.delete(productParam);
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      }
      pushed.current = false;
    }
    // Only the dialog's own changes move the address.
  }, [details?._id]);

  if (!details) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailsDialog />
    </Suspense>
  );
}
