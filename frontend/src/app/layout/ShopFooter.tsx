import { Link } from 'react-router-dom';
import { siteSettings as company, socialNetworks } from '@tavico/contracts/client';
import { useSiteSettings } from '../../features/settings';
import { ContactLines } from '../../shared/ContactLines';
import { paths } from '../../shared/paths';

/**
 * Company details, social links and the map, all from the owner's settings (decisions §19): a
 * value not set is not shown, nor is a section left without any.
 */
export function ShopFooter() {
  const settings = useSiteSettings();
  const companyName = settings?.companyName || company.companyName;
  const social = settings ? socialNetworks.filter((n) => settings.social[n.id]) : [];
  return (
    <footer className="shop-footer">
      <div className="shop-footer-inner">
        <section>
          <h2>{companyName}</h2>
          <ContactLines settings={settings} />
          <p>
            <Link to={paths.contact}>Liên hệ</Link> · <Link to={paths.news}>Tin tức - Sự kiện</Link>
          </p>
        </section>
        {social.length > 0 && (
          <section>
            <h2>Theo dõi chúng tôi</h2>
            <ul className="shop-social">
              {social.map((n) => (
                <li key={n.id}>
                  <a href={settings?.social[n.id]} target="_blank" rel="noreferrer">
                    {n.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {settings?.mapEmbedUrl && (
          <section className="shop-footer-map">
            <h2>Bản đồ</h2>
            <iframe title={`Bản đồ ${companyName}`} src={settings.mapEmbedUrl} loading="lazy" />
          </section>
        )}
      </div>
      <p className="shop-copyright">
        © {new Date().getFullYear()} {companyName}
      </p>
    </footer>
  );
}
