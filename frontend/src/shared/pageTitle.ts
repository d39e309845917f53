import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows a page's own title, "<name> | Tavico Home" in the language shown, again after each
 * language switch: the product, the article and the service pages, named by what they show.
 */
export function useOwnTitle(name: string) {
  const { t } = useTranslation();
  const title = t('titles.titled', { name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
