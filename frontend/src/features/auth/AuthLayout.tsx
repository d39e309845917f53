import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { siteSettings } from '@tavico/contracts/client';
import { HotlineLinks } from '../../shared/ContactLines';
import { paths } from '../../shared/paths';
import { useSiteSettings } from '../settings';
import './auth.css';

/** Two columns: the brand panel (large screens only) and the white card holding login or register. */
export function AuthLayout() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  return (
    <div className="auth-shell">
      <aside className="auth-brand" aria-label={siteSettings.companyName}>
        <div className="auth-brand-inner">
          <Link to={paths.home}>
            <img src="/logo.svg" alt={t('common.brand')} width={72} height={72} />
          </Link>
          <h1>
            {t('auth.brandLine1')}
            <br />
            {t('auth.brandLine2')}
          </h1>
          {settings?.address && <p>{settings.address}</p>}
          {settings?.hotlines.length ? (
            <p>
              <HotlineLinks hotlines={settings.hotlines} />
            </p>
          ) : null}
          {settings?.email && <p>{settings.email}</p>}
        </div>
      </aside>
      <main className="auth-main">
        <Link to={paths.home} className="auth-small-logo">
          <img src="/logo.svg" alt={t('common.brand')} width={48} height={48} />
        </Link>
        <div className="auth-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
