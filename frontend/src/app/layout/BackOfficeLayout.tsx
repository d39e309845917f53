import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { Button, Drawer, Grid, Layout, Menu, Tag } from 'antd';
import {
  AppstoreOutlined,
  DashboardOutlined,
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
import { logoutRequested, selectAuth } from '../../features/auth/authSlice';
import { paths } from '../../shared/paths';
import { installBackOffice } from '../backOffice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { AppStore } from '../store';
import './backoffice.css';

export type PanelArea = 'admin' | 'supplier';

/** The sidebar's entries: what each role may open (an auditor reads the orders only). */
function entriesFor(area: PanelArea, role: Role | undefined) {
  if (area === 'supplier')
    return [
      { key: paths.supplierDashboard, icon: <DashboardOutlined />, label: 'Tổng quan' },
      { key: paths.supplierOrders, icon: <UnorderedListOutlined />, label: 'Đơn hàng' },
      { key: paths.supplierProducts, icon: <AppstoreOutlined />, label: 'Products' },
      { key: paths.supplierProfile, icon: <UserOutlined />, label: 'Profile' },
    ];
  const orders = { key: paths.adminOrders, icon: <UnorderedListOutlined />, label: 'Orders' };
  if (role !== 'admin') return [orders];
  return [
    { key: paths.adminDashboard, icon: <DashboardOutlined />, label: 'Dashboard' },
    { key: paths.adminProducts, icon: <AppstoreOutlined />, label: 'Products' },
    orders,
    { key: paths.adminFeatures, icon: <PictureOutlined />, label: 'Features' },
    { key: paths.adminPosts, icon: <ReadOutlined />, label: 'Tin tức' },
    { key: paths.adminUsers, icon: <TeamOutlined />, label: 'Users' },
    { key: paths.adminOperations, icon: <ToolOutlined />, label: 'Operations' },
    { key: paths.adminSettings, icon: <SettingOutlined />, label: 'Cài đặt' },
  ];
}

/**
 * The admin and supplier panels' shell (spec §2): a sidebar titled 'Admin Panel' or 'Supplier
 * Panel' (a drawer on small screens), a header with the menu toggle and Logout, the screen below.
 */
export function BackOfficeLayout({ area }: { area: PanelArea }) {
  const store = useStore() as AppStore;
  useState(() => installBackOffice(store));
  const { user } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = area === 'admin' ? 'Admin Panel' : 'Supplier Panel';
  const entries = entriesFor(area, user?.role);
  // The longest entry the address is at or under: the supplier's index ('/supplier') holds the others.
  const selected =
    entries
      .filter((e) => pathname === e.key || pathname.startsWith(`${e.key}/`))
      .sort((a, b) => b.key.length - a.key.length)[0]?.key ?? '';

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
            <Button icon={<MenuOutlined />} aria-label="Mở menu" onClick={() => setDrawerOpen(true)} type="text" />
          )}
          <span className="backoffice-user">
            {user?.userName}
            {user?.role === 'auditor' && <Tag color="blue">Chỉ xem</Tag>}
          </span>
          <Link to={paths.home} className="backoffice-shop-link">
            Xem cửa hàng
          </Link>
          <Button icon={<LogoutOutlined />} onClick={() => dispatch(logoutRequested())}>
            Logout
          </Button>
        </Layout.Header>
        <Layout.Content className="backoffice-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
