import { useTranslation } from 'react-i18next';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home}>
      <Button type="primary">{t('notFound.home')}</Button>
    </Link>
  );
}

/** An address under /admin or /supplier that is no screen (the shop's own is ShopNotFoundPage). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title={t('notFound.title')} subTitle={t('notFound.text')} extra={<HomeButton />} />;
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return <Result status="403" title={t('notFound.unauthorized')} extra={<HomeButton />} />;
}
