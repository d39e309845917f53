import { Drawer, Menu, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMenuEntries, type MenuEntry } from './menu';

const itemsOf = (entries: MenuEntry[]): MenuProps['items'] =>
  entries.map(({ key, to, label, children }) => ({
    key,
    label: to ? <Link to={to}>{label}</Link> : label,
    children: children && itemsOf(children),
  }));

/** The phone's menu, sliding in from the left: loaded the first time it is opened. */
export function MenuDrawer({ open, selected, onClose }: { open: boolean; selected: string; onClose: () => void }) {
  const { t } = useTranslation();
  const items = itemsOf(useMenuEntries());
  return (
    <Drawer title={t('layout.menu')} placement="left" open={open} onClose={onClose} size={300}>
      <nav aria-label={t('layout.mainMenu')}>
        <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={onClose} />
      </nav>
    </Drawer>
  );
}
