import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SiteSettings } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import type { Toast } from '../../shared/toast';
import { settingsApi } from './settingsApi';
import {
  selectSiteSettingsState,
  siteSettingsFailed,
  siteSettingsLoaded,
  shopCurrencyLoaded,
  siteSettingsRequested,
  siteSettingsSaveFailed,
  siteSettingsSaveRequested,
  siteSettingsSaved,
  type SiteSettingsState,
} from './settingsSlice';

/** One read a session, however many parts of the page ask; a failed read is tried again when asked again. */
function* fetchSettings() {
  const { status }: SiteSettingsState = yield select(selectSiteSettingsState);
  if (status === 'loaded') return;
  try {
    const answer: Awaited<ReturnType<typeof settingsApi.get>> = yield call(settingsApi.get);
    if (answer.currency) yield put(shopCurrencyLoaded(answer.currency));
    yield put(siteSettingsLoaded(answer.data));
  } catch {
    yield put(siteSettingsFailed());
  }
}

/** The admin saves: the server's word either way ('Đã lưu cài đặt.' or the field's problem). */
function* saveSettings(action: PayloadAction<SiteSettings>) {
  const toast: Toast = yield getContext('toast');
  try {
    const answer: Awaited<ReturnType<typeof settingsApi.save>> = yield call(settingsApi.save, action.payload);
    yield put(siteSettingsSaved(answer.data));
    if (answer.message) toast.success(answer.message);
  } catch (error) {
    const message = messageOf(error);
    yield put(siteSettingsSaveFailed(message));
    toast.error(message);
  }
}

export function* settingsSaga() {
  yield takeLeading(siteSettingsRequested.type, fetchSettings);
  yield takeLatest(siteSettingsSaveRequested.type, saveSettings);
}
