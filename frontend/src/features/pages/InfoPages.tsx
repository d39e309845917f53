import { useTranslation } from 'react-i18next';
import { siteSettings as company } from '@tavico/contracts/client';
import './pages.css';
import { ContactLines } from '../../shared/ContactLines';
import { MapFrame } from '../../shared/MapFrame';
import { Panel } from '../../shared/Panel';
import { useSiteSettings } from '../settings';

/** The company's contacts as the owner set them; the map only when one is set. */
export function ContactPage() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('contactPage.title')}</h1>
      <div className="contact">
        <Panel title={settings?.companyName || company.companyName}>
          <ContactLines settings={settings} />
          <p>{t('contactPage.showroom', { place: company.showroom })}</p>
          {settings?.openingHours && <p>{t('contactPage.hours', { hours: settings.openingHours })}</p>}
        </Panel>
        {settings?.mapEmbedUrl && (
          <MapFrame className="contact-map" title={t('contactPage.map')} src={settings.mapEmbedUrl} />
        )}
      </div>
    </div>
  );
}
