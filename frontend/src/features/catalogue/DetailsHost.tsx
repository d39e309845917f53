import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectProductDetails } from './catalogueSlices';

const ProductDetailsDialog = lazy(() =>
  import('./ProductDetailsDialog').then((m) => ({ default: m.ProductDetailsDialog })),
);

/** The details dialog, loaded the first time a product is opened (it is not in the first load). */
export function DetailsHost() {
  const open = useAppSelector(selectProductDetails) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProductDetailsDialog />
    </Suspense>
  );
}
