import { useEffect, useState } from 'react';
import type { ShippingQuoteView } from '@tavico/contracts/client';
import { useAppSelector } from '../../app/hooks';
import { selectShopper } from '../auth';
import { useCartLines } from '../cart';
import { shippingApi } from './shippingApi';

/** The cart's shipping estimate: none until an address is known, then read again whenever the cart or the address changes. */
export type ShippingEstimate =
  { status: 'none' } | { status: 'loading' } | { status: 'loaded'; quote: ShippingQuoteView } | { status: 'failed' };

/**
 * The server's estimate of the cart's shipping to this address (decisions §35): the same rule the
 * order is priced with when placed, so the screen restates nothing. A signed-in shopper's only.
 */
export function useShippingQuote(addressId: string | null): ShippingEstimate {
  const user = useAppSelector(selectShopper);
  const lines = useCartLines();
  const cartKey = lines.map((l) => `${l.productId}:${l.quantity}`).join(',');
  const [estimate, setEstimate] = useState<ShippingEstimate>({ status: 'none' });
  const asked = user && addressId && cartKey ? addressId : null;
  useEffect(() => {
    if (!asked) {
      setEstimate({ status: 'none' });
      return;
    }
    let current = true;
    setEstimate({ status: 'loading' });
    shippingApi.quote(asked).then(
      (answer) => current && setEstimate({ status: 'loaded', quote: answer.data }),
      () => current && setEstimate({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [asked, cartKey]);
  return estimate;
}
