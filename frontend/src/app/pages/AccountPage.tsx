import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderHistory } from '../../features/orders/OrderHistory';
import { ClaimOrdersAsk } from '../../features/orders/ClaimOrdersPage';
import './account.css';

// The address tab's form loads when that tab opens: the orders tab is the one the page opens on.
const AddressBook = lazy(() => import('../../features/address/AddressBook').then((m) => ({ default: m.AddressBook })));
const ChangePasswordForm = lazy(() =>
  import('../../features/auth/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })),
);

const tabKeys = ['orders', 'address', 'password'] as const;
type Tab = (typeof tabKeys)[number];

/** The account: 'orders' (default) with the live order history, 'address', and 'password' (change it). */
export function AccountPage() {
  const [query, setQuery] = useSearchParams();
  const { t } = useTranslation();
  const tabs = [
    { value: 'orders', label: t('account.orders') },
    { value: 'address', label: t('account.address') },
    { value: 'password', label: t('account.password') },
  ];
  const asked = query.get('tab');
  const tab: Tab = tabKeys.find((key) => key === asked) ?? 'orders';
  return (
    <div className="page account">
      <img className="account-banner" src="/images/checkout-header.svg" alt="" />
      <Segmented
        options={tabs}
        value={tab}
        onChange={(key) => setQuery(key === 'orders' ? {} : { tab: key }, { replace: true })}
        aria-label={t('account.tabs')}
        className="account-tabs"
      />
      {tab === 'orders' ? (
        <>
          <OrderHistory />
          <ClaimOrdersAsk />
        </>
      ) : (
        <Suspense fallback={<Spin />}>{tab === 'address' ? <AddressBook /> : <ChangePasswordForm />}</Suspense>
      )}
    </div>
  );
}
