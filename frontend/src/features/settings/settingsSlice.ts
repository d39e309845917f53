import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopCurrency, SiteSettings } from '@tavico/contracts/client';
import { pageCurrency } from '../../shared/money';

/**
 * The owner's site settings (decisions §19), read once a session and kept: every shop page and
 * the settings screen read them here. Until they are read, nothing of them is shown.
 */
export interface SiteSettingsState {
  settings: SiteSettings | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  saving: 'idle' | 'saving' | 'failed';
  /** The server's message for the last failed save. */
  saveError: string | null;
  /**
   * The shop's currency (decisions §31) as the settings answer says; before it, as the page was
   * served (unset).
   */
  currency?: ShopCurrency;
}

const initialState = (): SiteSettingsState => ({
  settings: null,
  status: 'idle',
  saving: 'idle',
  saveError: null,
});

export const siteSettingsSlice = createSlice({
  name: 'siteSettings',
  initialState,
  reducers: {
    siteSettingsRequested: (state) => {
      if (state.status === 'idle' || state.status === 'failed') state.status = 'loading';
    },
    siteSettingsLoaded: (state, action: PayloadAction<SiteSettings>) => {
      state.settings = action.payload;
      state.status = 'loaded';
    },
    siteSettingsFailed: (state) => void (state.status = 'failed'),
    shopCurrencyLoaded: (state, action: PayloadAction<ShopCurrency>) => void (state.currency = action.payload),
    siteSettingsSaveRequested: (state, _action: PayloadAction<SiteSettings>) => {
      state.saving = 'saving';
      state.saveError = null;
    },
    /** Saved: the shop's pages show the new values at once. */
    siteSettingsSaved: (state, action: PayloadAction<SiteSettings>) => {
      state.settings = action.payload;
      state.status = 'loaded';
      state.saving = 'idle';
    },
    siteSettingsSaveFailed: (state, action: PayloadAction<string>) => {
      state.saving = 'failed';
      state.saveError = action.payload;
    },
  },
  selectors: {
    selectSiteSettingsState: (state) => state,
    selectSiteSettings: (state) => state.settings,
    /** Dong per dollar for the approximate prices; null until the settings are read. */
    selectVndPerUsd: (state) => state.settings?.vndPerUsd ?? null,
    selectShopCurrency: (state) => state.currency ?? pageCurrency(),
  },
});

export const {
  siteSettingsRequested,
  siteSettingsLoaded,
  siteSettingsFailed,
  shopCurrencyLoaded,
  siteSettingsSaveRequested,
  siteSettingsSaved,
  siteSettingsSaveFailed,
} = siteSettingsSlice.actions;
export const { selectSiteSettingsState, selectSiteSettings, selectVndPerUsd, selectShopCurrency } =
  siteSettingsSlice.selectors;
