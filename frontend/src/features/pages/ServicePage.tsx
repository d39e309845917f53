import { Navigate, useParams } from 'react-router-dom';

import { siteSettings } from '@tavico/contracts/client';
import { siteServices } from '@tavico/contracts/siteServices';
import { RentFigures } from './CompanyPages';
import './pages.css';
import { Panel } from '../../shared/Panel';

export function ServicePage() {
  const { slug = '' } = useParams();
  const service = siteServices[slug];
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
        <p>Địa chỉ: {siteSettings.address}</p>
        <p>
          Hotline: <a href={`tel:${siteSettings.hotlines[0].replace(/[^\d+]/g, '')}`}>{siteSettings.hotlines[0]}</a>
        </p>
      </div>
    </article>
  );
}
