import { useState } from 'react';
import { useStore } from 'react-redux';
import { OrderFollow, OrderLookup } from '../../features/orders/OrderFollowPages';
import { installOrderFollow } from '../orderFollow';
import type { AppStore } from '../store';

/** "Tra cứu đơn hàng": its state and saga join the store with the page (issue 28). */
export function OrderLookupPage() {
  const store = useStore() as AppStore;
  useState(() => installOrderFollow(store));
  return <OrderLookup />;
}

/** An order opened by the signed link of a guest's e-mail. */
export function OrderFollowPage() {
  const store = useStore() as AppStore;
  useState(() => installOrderFollow(store));
  return <OrderFollow />;
}
