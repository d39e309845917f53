import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ConfigProvider, notification } from 'antd';
import { notFoundHead, pageHeadFor } from '@tavico/contracts/client';
import viVN from 'antd/locale/vi_VN';
import './index.css';
import { App } from './app/App';
import { preloadPage } from './app/preloadPage';
import { firstScreenLimitMs, removeFirstScreen } from './shared/firstScreen';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { connectLive } from './shared/services';

preloadPage(window.location.pathname);

// Toasts: bottom-right, closing after 3 s (the spec's app toast container), pausing on hover.
notification.config({ placement: 'bottomRight', bottom: 84, duration: 3, pauseOnHover: true });

const router = makeRouter();
// Each page's own title as the shopper moves around (the server put the first one in the HTML).
router.subscribe(({ location }) => {
  document.title = (pageHeadFor(location.pathname) ?? notFoundHead).title;
  removeFirstScreen();
});
setTimeout(removeFirstScreen, firstScreenLimitMs);
const store = makeStore({
  toast: {
    success: (message, options) => notification.success({ title: message, key: options?.key }),
    error: (message, options) => notification.error({ title: message, key: options?.key }),
    info: (message, options) => notification.info({ title: message, key: options?.key, duration: 2 }),
  },
  navigate: (to, state) => void router.navigate(to, { state }),
  redirect: (url) => window.location.assign(url),
  session: window.sessionStorage,
  local: window.localStorage,
  connectLive,
});

/**
 * antd's muted greys (45% and 25% black) and its red read below 4.5:1 on white and on the shop's
 * cream: these are the nearest shades that pass (WCAG AA, checked by e2e/accessibility.e2e.ts).
 * The tags' text colours are in index.css.
 */
const accessibleColours = {
  colorTextDescription: '#6b6158',
  colorTextTertiary: '#6b6158',
  colorTextPlaceholder: '#707070',
  colorError: '#cf1322',
};

const theme = {
  token: {
    colorPrimary: '#8b5a2b',
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    ...accessibleColours,
  },
  // The back office's chosen menu entry: the shop's brown on its tint reads 3.5:1, a darker one 6:1.
  components: { Menu: { itemSelectedColor: '#5c3a1e' } },
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConfigProvider locale={viVN} theme={theme}>
      <Provider store={store}>
        <App router={router} />
      </Provider>
    </ConfigProvider>
  </StrictMode>,
);
