import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** No product matches; an old address may name a page past the end, so the first page is offered. */
export function ListingEmpty({ pastTheEnd, onFirstPage }: { pastTheEnd: boolean; onFirstPage: () => void }) {
  const { t } = useTranslation();
  return (
    <Empty description={t('listing.empty')}>
      {pastTheEnd && <Button onClick={onFirstPage}>{t('listing.firstPage')}</Button>}
    </Empty>
  );
}
