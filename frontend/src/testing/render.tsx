import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AppStore, RootState } from '../app/store';
import { testStore } from './services';
import { ShopCurrency } from '../app/ShopCurrency';

// antd's styles go to a node outside the document. jsdom matches every rule of every style sheet in
// the document on each getComputedStyle, and antd's popups ask it while placing themselves: with
// the styles in the document, opening one Popconfirm took 6 s here (more on a busy CI machine).
// These tests look at content and behaviour, not at styles.
const styles = document.createElement('div');

/** Renders a screen inside the real store (services replaced) and a router at `route`. */
export function renderScreen(
  ui: ReactNode,
  options: { preloadedState?: Partial<RootState>; route?: string; install?: (store: AppStore) => void } = {},
) {
  const t = testStore(options.preloadedState);
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
        <ShopCurrency>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ShopCurrency>
      </Provider>
    </StyleProvider>,
  );
  return { ...t, ...view, dispatched };
}
