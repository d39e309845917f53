import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Spinner } from '../shared/Loading';
import { useTranslation } from 'react-i18next';
import { useSessionQuery } from '../features/auth/authApi';
import { selectAuth } from '../features/auth/authSlice';
import { useSiteSettingsQuery } from '../features/settings/settingsApi';
import { useAppSelector } from './hooks';
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
  worded: wordedAtStart = false,
  children,
}: {
  router?: ReturnType<typeof makeRouter>;
  languageReady?: Promise<unknown>;
  /** The language's words are in already (a page the server rendered, and the server itself). */
  worded?: boolean;
  /** The pages in place of the browser's router: the server's static one (server/render.tsx). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // Read once: its answer is the session slice's (features/auth/authSlice.ts), as sign-in's is.
  useSessionQuery();
  const { isLoading } = useAppSelector(selectAuth);
  // Held for the whole visit: every page reads this one copy.
  const settings = useSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: false });
  const settingsKnown = settings.isSuccess || settings.isError;
  // The app has taken over the page (the server's, hydrated, or its own): browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // A page the server rendered comes with both answers: it shows at once, as the server drew it.
  const [checked, setChecked] = useState(() => !isLoading && settingsKnown);
  const [worded, setWorded] = useState(wordedAtStart);
  useEffect(() => {
    // A catalogue that failed to load leaves the keys showing rather than a blank shop.
    const done = () => setWorded(true);
    languageReady.then(done, done);
  }, [languageReady]);
  useEffect(() => {
    if (!isLoading && settingsKnown) setChecked(true);
  }, [isLoading, settingsKnown]);
  if (!checked || !worded) return <Spinner fullscreen size="large" tip={worded ? t('common.loading') : undefined} />;
  return <ShopCurrency>{children ?? (router && <RouterProvider router={router} />)}</ShopCurrency>;
}
