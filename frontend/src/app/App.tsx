import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Spin } from 'antd';
import { sessionCheckRequested, selectAuth } from '../features/auth/authSlice';
import { selectSiteSettingsState, siteSettingsRequested } from '../features/settings/settingsSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import type { makeRouter } from './router';
import { ShopCurrency } from './ShopCurrency';

/**
 * Checks the session and reads the site settings once at start, side by side, with the
 * full-screen loading animation until both are known: the footer, contacts and prices then
 * render whole, without moving the page when the settings arrive.
 */
export function App({ router }: { router: ReturnType<typeof makeRouter> }) {
  const dispatch = useAppDispatch();
  const { isLoading } = useAppSelector(selectAuth);
  const settings = useAppSelector(selectSiteSettingsState).status;
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    dispatch(sessionCheckRequested());
    dispatch(siteSettingsRequested());
  }, [dispatch]);
  const settingsKnown = settings === 'loaded' || settings === 'failed';
  useEffect(() => {
    if (!isLoading && settingsKnown) setChecked(true);
  }, [isLoading, settingsKnown]);
  if (!checked) return <Spin fullscreen size="large" tip="Đang tải..." />;
  return (
    <ShopCurrency>
      <RouterProvider router={router} />
    </ShopCurrency>
  );
}
