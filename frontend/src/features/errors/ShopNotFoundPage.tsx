import { Link, useNavigate } from 'react-router-dom';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import './notFound.css';

/** A signpost pointing nowhere, in the shop's woods: decorative, the heading says what happened. */
const signpost = (
  <svg className="not-found-drawing" viewBox="0 0 240 180" width="240" height="180" aria-hidden="true">
    <ellipse cx="120" cy="166" rx="84" ry="8" fill="#e8dccb" />
    <rect x="112" y="30" width="16" height="136" rx="4" fill="#6b4226" />
    <path d="M40 44h110l20 18-20 18H40z" fill="#b8894f" />
    <path d="M200 92H90l-20 18 20 18h110z" fill="#d9b382" />
    <text x="95" y="69" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff8ee">
      404
    </text>
    <text x="145" y="117" textAnchor="middle" fontSize="22" fontWeight="700" fill="#5c3a1e">
      ?
    </text>
  </svg>
);

/**
 * An address the shop has no page for, inside the shop's layout (header, search, cart, footer):
 * what happened, and the ways on: search, the products, the home page. The server has already
 * answered such an address 404 with this page's title (query-service's pages).
 */
export function ShopNotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    navigate(trimmed ? `${paths.search}?${new URLSearchParams({ keyword: trimmed })}` : paths.search);
  };
  return (
    <div className="page not-found">
      {signpost}
      <h1>{t('notFound.title')}</h1>
      <p className="not-found-text">{t('notFound.more')}</p>
      <form
        role="search"
        aria-label={t('notFound.search')}
        className="not-found-search"
        onSubmit={(e) => e.preventDefault()}
      >
        <Input.Search
          size="large"
          aria-label={t('notFound.search')}
          placeholder={t('notFound.example')}
          enterButton={t('notFound.find')}
          onSearch={search}
        />
      </form>
      <nav className="not-found-actions" aria-label={t('notFound.ways')}>
        <Link to={paths.home} className="not-found-primary">
          {t('notFound.home')}
        </Link>
        <Link to={paths.listing}>{t('home.allProducts')}</Link>
        <Link to={paths.contact}>{t('menu.contact')}</Link>
      </nav>
    </div>
  );
}
