import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionCheckRequested, selectAuth } from '../features/auth/authSlice';
import { selectSiteSettingsState, siteSettingsRequested } from '../features/settings/settingsSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import type { makeRouter } from './router';
import { ShopCurrency } from './ShopCurrency';

/**
 * Checks the session and reads the site settings once at start, side by side with the language's
 * catalogue, with the full-screen loading animation until all three are known: the footer,
 * contacts and prices then render whole, in their language, without moving the page.
 */
export function App({
  router,
  languageReady = Promise.resolve(),
}: {
  router: ReturnType<typeof makeRouter>;
  languageReady?: Promise<unknown>;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  const settings = useAppSelector(selectSiteSettingsState).status;
  const [checked, setChecked] = useState(false);
  const [worded, setWorded] = useState(false);
  useEffect(() => {
    dispatch(sessionCheckRequested());
    dispatch(siteSettingsRequested());
  }, [dispatch]);
  useEffect(() => {
    // A catalogue that failed to load leaves the keys showing rather than a blank shop.
    const done = () => setWorded(true);
    languageReady.then(done, done);
  }, [languageReady]);
  const settingsKnown = settings === 'loaded' || settings === 'failed';
  useEffect(() => {
    if (!isLoading && settingsKnown) setChecked(true);
  }, [isLoading, settingsKnown]);
  if (!checked || !worded) return <Spin fullscreen size="large" tip={worded ? t('common.loading') : undefined} />;
  return (
    <ShopCurrency>
      <RouterProvider router={router} />
    </ShopCurrency>
  );
}
