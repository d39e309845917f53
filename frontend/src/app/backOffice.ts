import { all } from 'redux-saga/effects';
import { addCatalogue } from '../shared/i18n';
import { liveFeedsSlice } from '../shared/liveFeeds';
import { adminOrdersLiveSaga } from '../features/adminOrders/adminOrdersLive';
import { supplierOrdersLiveSaga } from '../features/supplierOrders/supplierOrdersLive';
import { rootReducer, type AppStore, type RootState } from './store';

/** The store's state once the back office is in: its areas are declared in RootState (LazyLoadedSlices). */
export type BackOfficeState = RootState;

/** The back office's server state is RTK Query's; sagas remain for its two live channels. */
function* backOfficeSaga() {
  yield all([adminOrdersLiveSaga(), supplierOrdersLiveSaga()]);
}

const installed = new WeakSet<AppStore>();

/**
 * Adds the back office's live channels (their state area and sagas) to the running store, once per
 * store. It comes with the panel's code, so the storefront's bundle holds none of it; so do the
 * back office's endpoints, injected into the one api by each feature's *Api.ts.
 */
export function installBackOffice(store: AppStore) {
  if (installed.has(store)) return;
  installed.add(store);
  rootReducer.inject(liveFeedsSlice);
  store.runSaga(backOfficeSaga);
}

/** The back office's words, a catalogue per language of its own: a shopper's first load holds none of them. */
const backOfficeCatalogue = {
  vi: () => import('../locales/backOffice/vi.json'),
  en: () => import('../locales/backOffice/en.json'),
};

/** Loads the back office's words in the language shown, and with every later switch. */
export const backOfficeWordsReady = () => addCatalogue(backOfficeCatalogue);
