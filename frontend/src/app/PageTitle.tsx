import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { titleOf } from './pageTitles';

/**
 * Titles the storefront's pages in the language shown, again after a language switch. A shopper
 * page's words arrive with its code: the title waits for them (a catalogue added re-renders it)
 * rather than show a key.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const [, setCatalogues] = useState(0);
  useEffect(() => {
    const added = () => setCatalogues((n) => n + 1);
    i18n.store.on('added', added);
    // One added between the first render and now is seen too.
    added();
    return () => i18n.store.off('added', added);
  }, [i18n]);
  const of = titleOf(pathname);
  const title =
    of && of !== 'own' && i18n.exists(of.key) ? (of.whole ? t(of.key) : t('titles.titled', { name: t(of.key) })) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
