import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import vi from '../locales/vi.json';
import backOfficeEn from '../locales/backOffice/en.json';
import backOfficeVi from '../locales/backOffice/vi.json';
import shopperEn from '../locales/shopper/en.json';
import shopperVi from '../locales/shopper/vi.json';
import companyEn from '../locales/company/en.json';
import companyVi from '../locales/company/vi.json';

// Screen and saga tests read the shop in Vietnamese, its default language (decisions §32): the
// same catalogues the app loads (the storefront's and the back office's), so a missing key shows as the key and fails the test.
// Run before every unit test file (jest's setupFiles), like dom.ts.
void i18next.use(initReactI18next).init({
  lng: 'vi',
  fallbackLng: false,
  resources: {
    vi: { translation: { ...vi, ...shopperVi, ...companyVi, ...backOfficeVi } },
    en: { translation: { ...en, ...shopperEn, ...companyEn, ...backOfficeEn } },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});
