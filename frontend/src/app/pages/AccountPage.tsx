import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderHistory } from '../../features/orders/OrderHistory';
import './account.css';

// The address tab's form loads when that tab opens: the orders tab is the one the page opens on.
const AddressBook = lazy(() => import('../../features/address/AddressBook').then((m) => ({ default: m.AddressBook })));

/** The account: 'orders' (default) with the live order history, and 'address'. */
export function AccountPage() {
  const [query, setQuery] = useSearchParams();
  const { t } = useTranslation();
  const tabs = [
    { value: 'orders', label: t('account.orders') },
    { value: 'address', label: t('account.address') },
  ];
  const tab = query.get('tab') === 'address' ? 'address' : 'orders';
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
        <OrderHistory />
      ) : (
        <Suspense fallback={<Spin />}>
          <AddressBook />
        </Suspense>
      )}
    </div>
  );
}
