import { siteSettings as company } from '@tavico/contracts/client';
import './pages.css';
import { ContactLines } from '../../shared/ContactLines';
import { Panel } from '../../shared/Panel';
import { useSiteSettings } from '../settings';

/** The company's contacts as the owner set them; the map only when one is set. */
export function ContactPage() {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <h1>Liên hệ</h1>
      <div className="contact">
        <Panel title={settings?.companyName || company.companyName}>
          <ContactLines settings={settings} />
          <p>Showroom: {company.showroom}</p>
          {settings?.openingHours && <p>Giờ mở cửa: {settings.openingHours}</p>}
        </Panel>
        {settings?.mapEmbedUrl && (
          <iframe className="contact-map" title="Bản đồ đường đến Tavico" src={settings.mapEmbedUrl} loading="lazy" />
        )}
      </div>
    </div>
  );
}
