import type { ReactNode } from 'react';
import type { SiteSettings } from '@tavico/contracts/client';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { AppStore, RootState } from '../app/store';
import { testStore } from './services';
import { ShopCurrency } from '../app/ShopCurrency';

// antd's styles go to a node outside the document. jsdom matches every rule of every style sheet in
// the document on each getComputedStyle, and antd's popups ask it while placing themselves: with
// the styles in the document, opening one Popconfirm took 6 s here (more on a busy CI machine).
// These tests look at content and behaviour, not at styles.
const styles = document.createElement('div');

/**
 * Renders a screen inside the real store (services replaced) and a router at `route`; `settings`:
 * the site settings already read. The shop is served in the spec's dollars (the screens' tests
 * were written for them) unless the settings read say otherwise.
 */
export function renderScreen(
  ui: ReactNode,
  options: {
    preloadedState?: Partial<RootState>;
    settings?: SiteSettings;
    route?: string;
    install?: (store: AppStore) => void;
  } = {},
) {
  const t = testStore(options.preloadedState, options.settings);
  // Parts loaded later (the back office) add their state and sagas first.
  options.install?.(t.store);
  const dispatched: unknown[] = [];
  const dispatch = t.store.dispatch;
  t.store.dispatch = ((action: unknown) => {
    dispatched.push(action);
    return dispatch(action as Parameters<typeof dispatch>[0]);
  }) as typeof dispatch;
  const view = render(
    <StyleProvider container={styles}>
      <Provider store={t.store}>
        <ShopCurrency served="USD">
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ShopCurrency>
      </Provider>
    </StyleProvider>,
  );
  return { ...t, ...view, dispatched };
}

/** The address the screen is at (as `data-testid="address"`), to see what a screen writes into it. */
export function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
