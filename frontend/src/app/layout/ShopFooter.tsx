import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { siteSettings as company, socialNetworks } from '@tavico/contracts/client';
import { useSiteSettings } from '../../features/settings';
import { ContactLines } from '../../shared/ContactLines';
import { paths } from '../../shared/paths';
import { MapFrame } from '../../shared/MapFrame';

/**
 * Company details, social links and the map, all from the owner's settings (decisions §19): a
 * value not set is not shown, nor is a section left without any.
 */
export function ShopFooter() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const companyName = settings?.companyName || company.companyName;
  const social = settings ? socialNetworks.filter((n) => settings.social[n.id]) : [];
  return (
    <footer className="shop-footer">
      <div className="shop-footer-inner">
        <section>
          <h2>{companyName}</h2>
          <ContactLines settings={settings} />
          <p>
            <Link to={paths.contact}>{t('menu.contact')}</Link> · <Link to={paths.news}>{t('menu.news')}</Link> ·{' '}
            <Link to={paths.orderLookup}>{t('footer.lookup')}</Link>
          </p>
        </section>
        {social.length > 0 && (
          <section>
            <h2>{t('footer.follow')}</h2>
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
            <h2>{t('footer.map')}</h2>
            <MapFrame
              className="shop-footer-map-frame"
              title={t('footer.mapOf', { name: companyName })}
              src={settings.mapEmbedUrl}
            />
          </section>
        )}
      </div>
      <p className="shop-copyright">
        © {new Date().getFullYear()} {companyName}
      </p>
    </footer>
  );
}
