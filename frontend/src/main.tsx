import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import i18next from 'i18next';
import './index.css';
import { App } from './app/App';
import { preloadPage } from './app/preloadPage';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { servedState } from './app/servedState';
import { connectLive } from './shared/services';
import { chosenLanguage, languageCookieValue, startI18n } from './shared/i18n';

const pageReady = preloadPage(window.location.pathname);

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
// A page the server rendered (issue 29) comes with the answers it was drawn from: the store starts
// with them, and nothing is read again.
const served = servedState(document);
const store = makeStore(
  {
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
  },
  served,
);

const root = document.getElementById('root') as HTMLElement;
const app = (worded: boolean) => (
  <StrictMode>
    <Provider store={store}>
      <App router={router} languageReady={languageReady} worded={worded} />
    </Provider>
  </StrictMode>
);

if (served) {
  // The words and the page's code first, so the first render is the server's, and React takes over
  // its HTML as it stands. A failure leaves the page as it is (its links still work).
  // As a transition: React hydrates in slices of a few milliseconds and lets the browser answer
  // between them, instead of one long task that freezes a phone's page (a tap meanwhile is taken
  // once its part is hydrated).
  void Promise.all([languageReady, pageReady]).then(() => startTransition(() => void hydrateRoot(root, app(true))));
} else createRoot(root).render(app(false));
