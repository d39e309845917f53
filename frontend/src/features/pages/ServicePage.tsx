import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useOwnTitle } from '../../shared/pageTitle';
import { siteServices } from '@tavico/contracts/siteServices';
import { RentFigures } from './CompanyPages';
import './pages.css';
import { ContactLines } from '../../shared/ContactLines';
import { Panel } from '../../shared/Panel';
import { useSiteSettings } from '../settings';

export function ServicePage() {
  const { slug = '' } = useParams();
  const service = siteServices[slug];
  const settings = useSiteSettings();
  const { t } = useTranslation();
  useOwnTitle(service?.title ?? t('titles.service'));
  if (!service) return <Navigate to="/not-found" replace />;
  return (
    <article className="content-page">
      <div className="page">
        <h1>{service.title}</h1>
        <p>{service.intro}</p>
        {service.highlight && <p className="content-highlight">{service.highlight}</p>}
        <div className="content-cards">
          {service.cards.map((c) => (
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
