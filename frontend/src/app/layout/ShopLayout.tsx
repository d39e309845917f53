import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Badge, Button, Drawer, Dropdown, Grid, Menu, Space } from 'antd';
import { MenuOutlined, SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { logoutRequested, selectAuth } from '../../features/auth/authSlice';
import { CartSheet } from '../../features/cart/CartSheet';
import { DetailsHost } from '../../features/catalogue/DetailsHost';
import { selectCartCount } from '../../features/cart/cartSlice';
import { paths } from '../../shared/paths';
import { useAppDispatch, useAppSelector } from '../hooks';
import { ChatButton } from './ChatButton';
import { ShopFooter } from './ShopFooter';
import { menuItems } from './menu';
import './layout.css';

/** The public layout: fixed header, the page, the chat button and the footer. */
export function ShopLayout() {
  const screens = Grid.useBreakpoint();
  const wide = screens.xl ?? false;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const selected = location.pathname.replace(/^\/shop(?=\/)/, '') || paths.home;
  return (
    <div className="shop">
      <header className="shop-header">
        <div className="shop-header-inner">
          {!wide && (
            <Button type="text" icon={<MenuOutlined />} aria-label="Mở menu" onClick={() => setMenuOpen(true)} />
          )}
          <Link to={paths.home} className="shop-logo">
            <img src="/logo.svg" alt="Tavico Home" width={40} height={40} />
            <span>Tavico Home</span>
          </Link>
          {wide && (
            <nav className="shop-nav" aria-label="Menu chính">
              <Menu mode="horizontal" items={menuItems} selectedKeys={[selected]} disabledOverflow />
            </nav>
          )}
          <Space size={4} className="shop-actions">
            <Link to={paths.search} aria-label="Tìm kiếm" className="shop-icon-link">
              <SearchOutlined />
            </Link>
            <CartButton onOpen={() => setCartOpen(true)} />
            <UserMenu />
          </Space>
        </div>
      </header>
      <Drawer title="Menu" placement="left" open={menuOpen} onClose={() => setMenuOpen(false)} size={300}>
        <nav aria-label="Menu chính">
          <Menu mode="inline" items={menuItems} selectedKeys={[selected]} onClick={() => setMenuOpen(false)} />
        </nav>
      </Drawer>
      <CartSheet open={cartOpen} onClose={() => setCartOpen(false)} />
      <main className="shop-main">
        <Outlet />
      </main>
      <ShopFooter />
      <ChatButton />
      {/* One details dialog for every page: product cards and the chat's suggestions open it. */}
      <DetailsHost />
    </div>
  );
}

function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = useAppSelector(selectCartCount);
  return (
    <Badge count={count} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />}
        aria-label={`Giỏ hàng (${count})`}
        onClick={onOpen}
      />
    </Badge>
  );
}

function UserMenu() {
  const { user } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!user)
    return (
      <Space size={8} className="shop-guest">
        <Link to={paths.login}>Đăng nhập</Link>
        <Link to={paths.register}>Đăng ký</Link>
      </Space>
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', label: `Đã đăng nhập ${user.userName}`, disabled: true },
          { type: 'divider' },
          { key: 'account', label: 'Tài khoản' },
          { key: 'logout', label: 'Đăng xuất' },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(paths.account);
          if (key === 'logout') dispatch(logoutRequested());
        },
      }}
    >
      <Button type="text" aria-label={`Tài khoản của ${user.userName}`} className="shop-avatar-button">
        <Avatar style={{ background: '#8b5a2b' }}>{user.userName.charAt(0).toUpperCase()}</Avatar>
      </Button>
    </Dropdown>
  );
}
