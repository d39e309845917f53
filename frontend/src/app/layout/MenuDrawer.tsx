import { Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuItems } from './menu';

/** The phone's menu, sliding in from the left: loaded the first time it is opened. */
export function MenuDrawer({ open, selected, onClose }: { open: boolean; selected: string; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useMenuItems();
  return (
    <Drawer title={t('layout.menu')} placement="left" open={open} onClose={onClose} size={300}>
      <nav aria-label={t('layout.mainMenu')}>
        <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={onClose} />
      </nav>
    </Drawer>
  );
}
