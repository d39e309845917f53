import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';

/** The phone's filter drawer, rising from the bottom: loaded the first time 'Bộ lọc' is tapped. */
export function FilterDrawer({
  open,
  total,
  onClose,
  children,
}: {
  open: boolean;
  total: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('listing.filters')}
      placement="bottom"
      size="large"
      open={open}
      onClose={onClose}
      className="listing-filters-drawer"
      footer={
        <Button type="primary" block onClick={onClose}>
          {t('listing.showCount', { count: total })}
        </Button>
      }
    >
      <div className="listing-filters" aria-label={t('listing.filters')}>
        {children}
      </div>
    </Drawer>
  );
}
