import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import i18next from 'i18next';
import './index.css';
import { App } from './app/App';
import { LocalizedConfig } from './app/LocalizedConfig';
import { preloadPage } from './app/preloadPage';
import { firstScreenLimitMs, removeFirstScreen } from './shared/firstScreen';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { connectLive } from './shared/services';
import { chosenLanguage, languageCookieValue, startI18n } from './shared/i18n';

preloadPage(window.location.pathname);

// The language: `?lang=` on the address (remembered in the cookie), else the cookie, else Vietnamese.
const lang = chosenLanguage(window.location.search, document.cookie);
document.cookie = languageCookieValue(lang);
document.documentElement.lang = lang;
i18next.on('languageChanged', (shown) => {
  document.documentElement.lang = shown;
});
// Its catalogue loads beside the page's code and the session check; the app waits for all three.
const languageReady = startI18n(lang);

const notify = () => import('./shared/notify').then((m) => m.notification);

const router = makeRouter();
// Each page's title in the page's language comes with the app's routes (app/PageTitle.tsx).
router.subscribe(() => removeFirstScreen());
setTimeout(removeFirstScreen, firstScreenLimitMs);
const store = makeStore({
  toast: {
    success: (message, options) => void notify().then((n) => n.success({ title: message, key: options?.key })),
    error: (message, options) => void notify().then((n) => n.error({ title: message, key: options?.key })),
    info: (message, options) => void notify().then((n) => n.info({ title: message, key: options?.key, duration: 2 })),
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
    <LocalizedConfig theme={theme}>
      <Provider store={store}>
        <App router={router} languageReady={languageReady} />
      </Provider>
    </LocalizedConfig>
  </StrictMode>,
);
