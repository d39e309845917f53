import { Link } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { useTranslation } from 'react-i18next';
import { formatVnd, siteSettings, stallRent } from '@tavico/contracts/client';
import { ContactLines } from '../../shared/ContactLines';
import { paths } from '../../shared/paths';
import { useSiteSettings } from '../settings';
import './pages.css';
import { Panel } from '../../shared/Panel';

const partners = [1, 2, 3, 4, 5, 6];

/**
 * The company introduction: story, the showroom in Biên Hòa, contacts and partners. Its words
 * come with the page (app/companyWords.ts).
 */
export function CompanyPage() {
  const settings = useSiteSettings();
  const { t } = useTranslation();
  const openingHours = settings?.openingHours;
  return (
    <article className="content-page">
      <img className="content-banner" src={t('company.about.bannerImage')} alt={t('company.about.banner')} />
      <div className="page">
        <h1>{settings?.companyName || siteSettings.companyName}</h1>
        <p>{t('company.about.story')}</p>
        <p>{t('company.about.today')}</p>
        <h2>{t('company.about.showroomHeading')}</h2>
        <p>
          {openingHours
            ? t('company.about.showroomOpen', { place: siteSettings.showroom, hours: openingHours })
            : t('company.about.showroom', { place: siteSettings.showroom })}
        </p>
        <h2>{t('company.about.contactHeading')}</h2>
        <ContactLines settings={settings} hotlineLabel={t('company.about.hotline')} />
        <h2>{t('company.about.partnersHeading')}</h2>
        <div className="content-partners">
          {partners.map((n) => (
            <img key={n} src={`/images/partner-${n}.svg`} alt={t('company.about.partner', { n })} loading="lazy" />
          ))}
        </div>
      </div>
    </article>
  );
}

/** The organiser's article on the wholesale-market model, with the stall-rent figures. */
export function OrganiserPage() {
  const { t } = useTranslation();
  return (
    <article className="content-page">
      <img className="content-banner" src={t('company.organiser.bannerImage')} alt={t('company.organiser.banner')} />
      <div className="page">
        <h1>{t('company.organiser.title')}</h1>
        <p>{t('company.organiser.model')}</p>
        <p>{t('company.organiser.role')}</p>
        <RentFigures />
        <Link to={paths.contact}>
          <Button type="primary" size="large">
            {t('company.organiser.rentContact')}
          </Button>
        </Link>
      </div>
    </article>
  );
}

/** What a stall costs: per square metre, its size and per stall, each a month. */
export function RentFigures() {
  const { t } = useTranslation();
  return (
    <div className="rent-figures">
      <Panel>
        <strong>{formatVnd(stallRent.pricePerSquareMetreVnd)}</strong>
        <span>{t('company.rent.perSquareMetreMonth')}</span>
      </Panel>
      <Panel>
        <strong>{`${stallRent.squareMetresPerStall} m²`}</strong>
        <span>{t('company.rent.perStall')}</span>
      </Panel>
      <Panel>
        <strong>{formatVnd(stallRent.pricePerStallVnd)}</strong>
        <span>{t('company.rent.perStallMonth')}</span>
      </Panel>
    </div>
  );
}
