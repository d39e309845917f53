import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../shared/Button';
import { MenuOutlined, SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLogoutMutation } from '../../features/auth/authApi';
import { selectAuth } from '../../features/auth/authSlice';
import { DetailsHost } from '../../features/catalogue/DetailsHost';
import { useCartLines } from '../../features/cart/cartApi';
import { LanguageSwitch } from '../../shared/LanguageSwitch';
import { PopupMenu } from '../../shared/PopupMenu';
import { paths } from '../../shared/paths';
import { useAppSelector } from '../hooks';
import { ChatButton } from './ChatButton';
import { ShopFooter } from './ShopFooter';
import { useMenuEntries, type MenuEntry } from './menu';
import './layout.css';
import { lazyInAntd } from '../../shared/lazyInAntd';

// The cart's sheet and the phone's menu slide in on a tap: their code loads the first time.
const CartSheet = lazyInAntd(() => import('../../features/cart/CartSheet').then((m) => m.CartSheet));
const MenuDrawer = lazyInAntd(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

/**
 * The public layout: fixed header, the page, the chat button and the footer. The header is plain
 * HTML and the shop's stylesheet (issue 29): it is on every page's first load, and antd's menu,
 * dropdown, badge and avatar brought about 50 KB of gzipped code and as much inline CSS for a few
 * links. The stylesheet shows the wide screen's menu or the phone's button, whichever fits, from
 * the server's HTML on.
 */
export function ShopLayout() {
  const location = useLocation();
  const { t } = useTranslation();
  const entries = useMenuEntries();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  // Once opened, each stays mounted, so it slides out as it slid in.
  const [menuOpened, setMenuOpened] = useState(false);
  const [cartOpened, setCartOpened] = useState(false);
  // Another page (the sheet's Checkout, a menu entry, Back) takes both away at once, mask and
  // all, whatever their closing motion is doing: nothing of the page before stays over the next.
  const [sheetsPage, setSheetsPage] = useState(location.pathname);
  if (sheetsPage !== location.pathname) {
    setSheetsPage(location.pathname);
    setMenuOpen(false);
    setMenuOpened(false);
    setCartOpen(false);
    setCartOpened(false);
  }
  const selected = location.pathname.replace(/^\/shop(?=\/)/, '') || paths.home;
  return (
    <div className="shop">
      <header className="shop-header">
        <div className="shop-header-inner">
          <Button
            type="text"
            className="shop-menu-button"
            icon={<MenuOutlined />}
            aria-label={t('layout.openMenu')}
            onClick={() => {
              setMenuOpened(true);
              setMenuOpen(true);
            }}
          />
          <Link to={paths.home} className="shop-logo">
            <img src="/logo.svg" alt={t('common.brand')} width={40} height={40} />
            <span>{t('common.brand')}</span>
          </Link>
          <HeaderMenu entries={entries} selected={selected} />
          <div className="shop-actions">
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
          </div>
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

/** The wide screen's menu: an entry's own pages open under it while it is pointed at or focused. */
function HeaderMenu({ entries, selected }: { entries: MenuEntry[]; selected: string }) {
  const { t } = useTranslation();
  // A chosen page leaves the pointer and the focus on its entry: let go of the focus so its list closes.
  const chosen = (event: { currentTarget: HTMLElement }) => event.currentTarget.blur();
  return (
    <nav className="shop-nav" aria-label={t('layout.mainMenu')}>
      <ul className="shop-nav-list">
        {entries.map((entry) => {
          const current = entry.to === selected || !!entry.children?.some((child) => child.to === selected);
          return (
            <li key={entry.key} className={current ? 'shop-nav-entry is-current' : 'shop-nav-entry'}>
              {entry.to ? (
                <Link to={entry.to} aria-current={entry.to === selected ? 'page' : undefined} onClick={chosen}>
                  {entry.label}
                </Link>
              ) : (
                <button type="button" className="shop-nav-heading">
                  {entry.label}
                </button>
              )}
              {entry.children && (
                <ul className="shop-nav-sub">
                  {entry.children.map((child) => (
                    <li key={child.key}>
                      <Link
                        to={child.to ?? '#'}
                        aria-current={child.to === selected ? 'page' : undefined}
                        onClick={chosen}
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CartButton({ onOpen }: { onOpen: () => void }) {
  // The count: distinct items.
  const count = useCartLines().length;
  const { t } = useTranslation();
  return (
    <span className="shop-cart">
      <Button
        type="text"
        icon={<ShoppingCartOutlined style={{ fontSize: 20 }} />}
        aria-label={t('layout.cartButton', { count })}
        onClick={onOpen}
      />
      {count > 0 && (
        <span className="shop-cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </span>
  );
}

/** The signed-in shopper's menu: who is signed in, their account, signing out. */
function UserMenu() {
  const { user } = useAppSelector(selectAuth);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (!user)
    return (
      <div className="shop-guest">
        <Link to={paths.login}>{t('layout.signIn')}</Link>
        <Link to={paths.register}>{t('layout.signUp')}</Link>
      </div>
    );
  return (
    <PopupMenu
      button={{
        type: 'text',
        'aria-label': t('layout.accountOf', { name: user.userName }),
        className: 'shop-avatar-button',
        children: (
          <span className="shop-avatar" aria-hidden="true">
            {user.userName.charAt(0).toUpperCase()}
          </span>
        ),
      }}
      choices={[
        { key: 'who', label: t('layout.signedInAs', { name: user.userName }), disabled: true },
        'divider',
        { key: 'account', label: t('layout.account') },
        { key: 'logout', label: t('layout.logout') },
      ]}
      onChoose={(key) => {
        if (key === 'account') navigate(paths.account);
        if (key === 'logout') void logout();
      }}
    />
  );
}
