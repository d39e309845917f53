import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OrderHistory } from '../../features/orders/OrderHistory';
import { ClaimOrdersAsk } from '../../features/orders/ClaimOrdersPage';
import { lazyInAntd } from '../../shared/lazyInAntd';
import { Spinner } from '../../shared/Loading';
import './account.css';

// The address tab (antd's form, with its theme and words) and the password form (plain) load when
// their tab opens: the orders tab is the one the page opens on, drawn without antd (issue 29).
const AddressBook = lazyInAntd(() => import('../../features/address/AddressBook').then((m) => m.AddressBook));
const ChangePasswordForm = lazy(() =>
  import('../../features/auth/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })),
);

const tabKeys = ['orders', 'address', 'password'] as const;
type Tab = (typeof tabKeys)[number];

/** The account: 'orders' (default) with the live order history, 'address', and 'password' (change it). */
export function AccountPage() {
  const [query, setQuery] = useSearchParams();
  const { t } = useTranslation();
  const tabs: { value: Tab; label: string }[] = [
    { value: 'orders', label: t('account.orders') },
    { value: 'address', label: t('account.address') },
    { value: 'password', label: t('account.password') },
  ];
  const asked = query.get('tab');
  const tab: Tab = tabKeys.find((key) => key === asked) ?? 'orders';
  return (
    <div className="page account">
      <img className="account-banner" src="/images/checkout-header.svg" alt="" />
      {/* antd's Segmented's look and meaning: one choice of three, as radio buttons. */}
      <div className="account-tabs" role="radiogroup" aria-label={t('account.tabs')}>
        {tabs.map(({ value, label }) => (
          <label key={value} className={value === tab ? 'account-tab account-tab-on' : 'account-tab'}>
            <input
              type="radio"
              name="account-tab"
              value={value}
              checked={value === tab}
              onChange={() => setQuery(value === 'orders' ? {} : { tab: value }, { replace: true })}
            />
            {label}
          </label>
        ))}
      </div>
      {tab === 'orders' ? (
        <>
          <OrderHistory />
          <ClaimOrdersAsk />
        </>
      ) : (
        <Suspense fallback={<Spinner />}>{tab === 'address' ? <AddressBook /> : <ChangePasswordForm />}</Suspense>
      )}
    </div>
  );
}
