import i18next from 'i18next';

/**
 * Runs a test file's tests in `lang` (the setup starts every file in Vietnamese): for tests that
 * check the spec's own English words (decisions §32: they are the English catalogue's).
 */
export function inLanguage(lang: 'vi' | 'en') {
  beforeAll(() => i18next.changeLanguage(lang));
  afterAll(() => i18next.changeLanguage('vi'));
}
