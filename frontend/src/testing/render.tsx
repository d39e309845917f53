import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AppStore, RootState } from '../app/store';
import { testStore } from './services';

// An antd screen in jsdom takes seconds to render on a busy CI machine (two workers, the API suites
// beside it): jest's default 5 s cut a passing history test short. A hung test still fails.
jest.setTimeout(30_000);

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
    <Provider store={t.store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { ...t, ...view, dispatched };
}
