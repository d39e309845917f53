import { Link } from 'react-router-dom';
import { siteSettings } from '@tavico/contracts/client';
import { paths } from '../../shared/paths';

/** Company details, social links and the map, all from the site settings (decisions §19). */
export function ShopFooter() {
  return (
    <footer className="shop-footer">
      <div className="shop-footer-inner">
        <section>
          <h2>{siteSettings.companyName}</h2>
          <p>Địa chỉ: {siteSettings.address}</p>
          <p>Hotline: {siteSettings.hotlines.join(' · ')}</p>
          <p>Email: {siteSettings.email}</p>
          <p>
            <Link to={paths.contact}>Liên hệ</Link> · <Link to={paths.news}>Tin tức - Sự kiện</Link>
          </p>
        </section>
        <section>
          <h2>Theo dõi chúng tôi</h2>
          <ul className="shop-social">
            {siteSettings.social.map((s) => (
              <li key={s.id}>
                <a href={s.url} target="_blank" rel="noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="shop-footer-map">
          <h2>Bản đồ</h2>
          <iframe title={`Bản đồ ${siteSettings.companyName}`} src={siteSettings.mapEmbedUrl} loading="lazy" />
        </section>
      </div>
      <p className="shop-copyright">
        © {new Date().getFullYear()} {siteSettings.companyName}
      </p>
    </footer>
  );
}
