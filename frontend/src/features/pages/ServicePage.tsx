import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { siteServices } from '@tavico/contracts/siteServices';
import { useOwnTitle } from '../../shared/pageTitle';
import { RentFigures } from './CompanyPages';
import './pages.css';
import { ContactLines } from '../../shared/ContactLines';
import { Panel } from '../../shared/Panel';
import { useSiteSettings } from '../settings';

/** A service's words in a language: the catalogue's, in Vietnamese the very words of the contracts' siteServices. */
interface ServiceWords {
  title: string;
  intro: string;
  highlight?: string;
  /** By their place, from '1'. */
  cards: Record<string, { title: string; text: string }>;
}

/**
 * A service page (spec §2): its words in the language shown come with the page
 * (app/companyWords.ts); which services there are, and which show the rent, is the contracts'.
 */
export function ServicePage() {
  const { slug = '' } = useParams();
  const service = siteServices[slug];
  const settings = useSiteSettings();
  const { t, i18n } = useTranslation();
  const key = `company.services.${slug}`;
  // Without its catalogue (not loaded), the contracts' Vietnamese words.
  const words: ServiceWords | undefined = !service
    ? undefined
    : i18n.exists(key)
      ? (t(key, { returnObjects: true }) as ServiceWords)
      : { ...service, cards: Object.fromEntries(service.cards.map((c, i) => [String(i + 1), c])) };
  useOwnTitle(words?.title ?? t('titles.service'));
  if (!service || !words) return <Navigate to="/not-found" replace />;
  return (
    <article className="content-page">
      <div className="page">
        <h1>{words.title}</h1>
        <p>{words.intro}</p>
        {words.highlight && <p className="content-highlight">{words.highlight}</p>}
        <div className="content-cards">
          {Object.values(words.cards).map((c) => (
            <Panel key={c.title} title={c.title}>
              {c.text}
            </Panel>
          ))}
        </div>
        {service.rent && <RentFigures />}
        <ContactLines settings={settings && { ...settings, email: '' }} />
      </div>
    </article>
  );
}
