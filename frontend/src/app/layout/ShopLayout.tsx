import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import Avatar from 'antd/es/avatar';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Grid from 'antd/es/grid';
import Menu from 'antd/es/menu';
import Space from 'antd/es/space';
import { MenuOutlined, SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '../../features/auth/authApi';
import { selectAuth } from '../../features/auth/authSlice';
import { DetailsHost } from '../../features/catalogue/DetailsHost';
import { useCartLines } from '../../features/cart/cartApi';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import { paths } from '../../shared/paths';
import { useAppSelector } from '../hooks';
import { ChatButton } from './ChatButton';
import { ShopFooter } from './ShopFooter';
import { useMenuItems } from './menu';
import './layout.css';

// The cart's sheet and the phone's menu slide in on a tap: their code loads the first time.
const CartSheet = lazy(() => import('../../features/cart/CartSheet').then((m) => ({ default: m.CartSheet })));
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

/** The public layout: fixed header, the page, the chat button and the footer. */
export function ShopLayout() {
  const screens = Grid.useBreakpoint();
  const wide = screens.xl ?? false;
  const location = useLocation();
  const { t } = useTranslation();
  const menuItems = useMenuItems();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  // Once opened, each stays mounted, so it slides out as it slid in.
  const [menuOpened, setMenuOpened] = useState(false);
  const [cartOpened, setCartOpened] = useState(false);
  const selected = location.pathname.replace(/^\/shop(?=\/)/, '') || paths.home;
  return (
    <div className="shop">
      <header className="shop-header">
        <div className="shop-header-inner">
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('layout.openMenu')}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen(true);
              }}
            />
          )}
          <Link to={paths.home} className="shop-logo">
            <img src="/logo.svg" alt={t('common.brand')} width={40} height={40} />
            <span>{t('common.brand')}</span>
          </Link>
          {wide && (
            <nav className="shop-nav" aria-label={t('layout.mainMenu')}>
              <Menu mode="horizontal" items={menuItems} selectedKeys={[selected]} disabledOverflow />
            </nav>
          )}
          <Space size={4} className="shop-actions">
            <Link to={paths.search} aria-label={t('layout.search')} className="shop-icon-link">
              <SearchOutlined />
            </Link>
            <LanguageSwitch />
            <CartButton
              onOpen={() => {
                setCartOpened(true);
                setCartOpen(true);
              }}
            />
            <UserMenu />
          </Space>
        </div>
      </header>
      <Suspense fallback={null}>
        {menuOpened && <MenuDrawer open={menuOpen} selected={selected} onClose={() => setMenuOpen(false)} />}
        {cartOpened && <CartSheet open={cartOpen} onClose={() => setCartOpen(false)} />}
      </Suspense>
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
  // The badge: distinct items.
  const count = useCartLines().length;
  const { t } = useTranslation();
  return (
    <Badge count={count} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />}
        aria-label={t('layout.cartButton', { count })}
        onClick={onOpen}
      />
    </Badge>
  );
}

function UserMenu() {
  const { user } = useAppSelector(selectAuth);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (!user)
    return (
      <Space size={8} className="shop-guest">
        <Link to={paths.login}>{t('layout.signIn')}</Link>
        <Link to={paths.register}>{t('layout.signUp')}</Link>
      </Space>
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', label: t('layout.signedInAs', { name: user.userName }), disabled: true },
          { type: 'divider' },
          { key: 'account', label: t('layout.account') },
          { key: 'logout', label: t('layout.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(paths.account);
          if (key === 'logout') void logout();
        },
      }}
    >
      <Button type="text" aria-label={t('layout.accountOf', { name: user.userName })} className="shop-avatar-button">
        <Avatar style={{ background: '#8b5a2b' }}>{user.userName.charAt(0).toUpperCase()}</Avatar>
      </Button>
    </Dropdown>
  );
}
