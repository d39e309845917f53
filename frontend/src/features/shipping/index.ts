/** Other features reach shipping only here: its API and the cart's estimate; no components. */
export * from './shippingApi';
export * from './useShippingQuote';
