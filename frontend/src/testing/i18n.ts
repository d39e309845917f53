import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

// Screen and saga tests read the shop in Vietnamese, its default language (decisions §32): the
// same catalogue the app loads, so a missing key shows as the key and fails the test.
// Run before every unit test file (jest's setupFiles), like dom.ts.
void i18next.use(initReactI18next).init({
  lng: 'vi',
  fallbackLng: false,
  resources: { vi: { translation: vi }, en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
