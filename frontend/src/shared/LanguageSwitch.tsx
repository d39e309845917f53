import { Button } from './Button';
import { useTranslation } from 'react-i18next';
import { languageCookieValue, switchLanguage, type Language } from './i18n';

/**
 * The header's switch: shows the other language's short name and moves the whole shop to it,
 * remembering the choice in the `lang` cookie (the server reads it too).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Language = i18n.language === 'en' ? 'vi' : 'en';
  // The name starts with the letters shown (EN / VI), so a voice command that says them works.
  const label = t('language.switchTo', { code: other.toUpperCase() });
  return (
    <Button
      type="text"
      className="language-switch"
      lang={other}
      aria-label={label}
      title={label}
      onClick={() => {
        document.cookie = languageCookieValue(other);
        void switchLanguage(other);
      }}
    >
      {other.toUpperCase()}
    </Button>
  );
}
