import { useEffect } from 'react';
import type { SiteSettings } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSiteSettingsState, siteSettingsRequested } from './settingsSlice';

/**
 * The owner's settings for a component, asked for once a session (the first component to need
 * them asks; the rest read the same copy). Null until read: show nothing of them meanwhile.
 */
export function useSiteSettings(): SiteSettings | null {
  const dispatch = useAppDispatch();
  const { settings, status } = useAppSelector(selectSiteSettingsState);
  useEffect(() => {
    if (status === 'idle') dispatch(siteSettingsRequested());
  }, [dispatch, status]);
  return settings;
}
