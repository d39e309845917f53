import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { RootState } from '../app/store';
import { testStore } from './services';

/** Renders a screen inside the real store (services replaced) and a router at `route`. */
export function renderScreen(ui: ReactNode, options: { preloadedState?: Partial<RootState>; route?: string } = {}) {
  const t = testStore(options.preloadedState);
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
