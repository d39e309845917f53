import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ConfigProvider, notification } from 'antd';
import viVN from 'antd/locale/vi_VN';
import './index.css';
import { App } from './app/App';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { connectLive } from './shared/services';

// Toasts: bottom-right, closing after 3 s (the spec's app toast container), pausing on hover.
notification.config({ placement: 'bottomRight', bottom: 84, duration: 3, pauseOnHover: true });

const router = makeRouter();
const store = makeStore({
  toast: {
    success: (message) => notification.success({ title: message }),
    error: (message) => notification.error({ title: message }),
    info: (message) => notification.info({ title: message, duration: 2 }),
  },
  navigate: (to, state) => void router.navigate(to, { state }),
  redirect: (url) => window.location.assign(url),
  session: window.sessionStorage,
  connectLive,
});

const theme = {
  token: { colorPrimary: '#8b5a2b', fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
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
