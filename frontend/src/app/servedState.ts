import type { RootState } from './store';

/**
 * The store's state a page rendered on the server carries (query-service's pageHead.ts writes it
 * into `#page-state`), or undefined for a page the browser draws itself. Its answers count as read
 * now: a page kept on the server for a while is still the catalogue's latest (it is kept under the
 * catalogue's stamp), so the page does not read it all again as it opens.
 */
export function servedState(page: Document): Partial<RootState> | undefined {
  const text = page.getElementById('page-state')?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as RootState;
    const now = Date.now();
    for (const query of Object.values(state.api.queries)) {
      if (query && 'fulfilledTimeStamp' in query) (query as { fulfilledTimeStamp?: number }).fulfilledTimeStamp = now;
    }
    return state;
  } catch {
    return undefined;
  }
}
