import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { Button, Drawer, Grid, Layout, Menu, Tag } from 'antd';
import {
  AppstoreOutlined,
  DashboardOutlined,
  GiftOutlined,
  LogoutOutlined,
  MenuOutlined,
  PictureOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Role } from '@tavico/contracts/client';
import { useLogoutMutation } from '../../features/auth/authApi';
import { selectAuth } from '../../features/auth/authSlice';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import { paths } from '../../shared/paths';
import type { Translate } from '../../shared/statusNames';
import { installBackOffice } from '../backOffice';
import { useAppSelector } from '../hooks';
import type { AppStore } from '../store';
import './backoffice.css';

export type PanelArea = 'admin' | 'supplier';

/** The sidebar's entries: what each role may open (an auditor reads the orders only). */
function entriesFor(t: Translate, area: PanelArea, role: Role | undefined) {
  const entry = (key: string, icon: ReactNode, name: string) => ({ key, icon, label: t(`backOffice.menu.${name}`) });
  if (area === 'supplier')
    return [
      entry(paths.supplierDashboard, <DashboardOutlined />, 'dashboard'),
      entry(paths.supplierOrders, <UnorderedListOutlined />, 'orders'),
      entry(paths.supplierProducts, <AppstoreOutlined />, 'products'),
      entry(paths.supplierProfile, <UserOutlined />, 'profile'),
    ];
  const orders = entry(paths.adminOrders, <UnorderedListOutlined />, 'orders');
  if (role !== 'admin') return [orders];
  return [
    entry(paths.adminDashboard, <DashboardOutlined />, 'dashboard'),
    entry(paths.adminProducts, <AppstoreOutlined />, 'products'),
    orders,
    entry(paths.adminFeatures, <PictureOutlined />, 'features'),
    entry(paths.adminPosts, <ReadOutlined />, 'posts'),
    entry(paths.adminVouchers, <GiftOutlined />, 'vouchers'),
    entry(paths.adminUsers, <TeamOutlined />, 'users'),
    entry(paths.adminOperations, <ToolOutlined />, 'operations'),
    entry(paths.adminSettings, <SettingOutlined />, 'settings'),
  ];
}

/**
 * The admin and supplier panels' shell (spec §2): a sidebar titled 'Admin Panel' or 'Supplier
 * Panel' (a drawer on small screens), a header with the menu toggle, the language switch and
 * Logout, the screen below. The page's title names the screen and the panel, in the language shown.
 */
export function BackOfficeLayout({ area }: { area: PanelArea }) {
  const store = useStore() as AppStore;
  useState(() => installBackOffice(store));
  const { user } = useAppSelector(selectAuth);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useTranslation();
  const title = t(area === 'admin' ? 'backOffice.layout.adminPanel' : 'backOffice.layout.supplierPanel');
  const entries = entriesFor(t, area, user?.role);
  // The longest entry the address is at or under: the supplier's index ('/supplier') holds the others.
  const selected =
    entries
      .filter((e) => pathname === e.key || pathname.startsWith(`${e.key}/`))
      .sort((a, b) => b.key.length - a.key.length)[0]?.key ?? '';
  const screen = entries.find((e) => e.key === selected)?.label;
  useEffect(() => {
    document.title = screen ? t('backOffice.common.pageTitle', { page: screen, panel: title }) : title;
  }, [screen, title, t, pathname]);

  const sidebar = (
    <nav aria-label={title} className="backoffice-nav">
      <div className="backoffice-title">
        <ShopOutlined /> {title}
      </div>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        items={entries}
        onClick={({ key }) => {
          setDrawerOpen(false);
          navigate(key);
        }}
      />
    </nav>
  );

  return (
    <Layout className="backoffice">
      {wide && (
        <Layout.Sider width={230} theme="light" className="backoffice-sider">
          {sidebar}
        </Layout.Sider>
      )}
      <Drawer
        placement="left"
        open={!wide && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={260}
        styles={{ body: { padding: 0 } }}
        title={null}
        closable={false}
      >
        {sidebar}
      </Drawer>
      <Layout>
        <Layout.Header className="backoffice-header">
          {!wide && (
            <Button
              icon={<MenuOutlined />}
              aria-label={t('layout.openMenu')}
              onClick={() => setDrawerOpen(true)}
              type="text"
            />
          )}
          <span className="backoffice-user">
            {user?.userName}
            {user?.role === 'auditor' && <Tag color="blue">{t('backOffice.layout.readOnly')}</Tag>}
          </span>
          <Link to={paths.home} className="backoffice-shop-link">
            {t('backOffice.layout.viewShop')}
          </Link>
          <LanguageSwitch />
          <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
            {t('layout.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content className="backoffice-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
