import { lazy, Suspense, useEffect } from 'react';
import { Spin, Statistic, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@tavico/contracts/client';
import { messageOf } from '../../shared/http';
import { useMoney } from '../../shared/money';
import { StatusBadge } from '../../shared/StatusBadge';
import { orderStatusLabel } from '../../shared/statusNames';
import { BannerManager } from './BannerManager';
import { useDashboardQuery } from './dashboardApi';

const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/** Today's and this month's orders and revenue, orders by status, 30 days of revenue, the banners. */
export function DashboardPage() {
  const money = useMoney();
  const { t } = useTranslation();
  // Asked again each time the page opens: the figures move with every order.
  const { data: figures, isFetching, error } = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);

  return (
    <>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.dashboard')}</h1>
      </div>
      <Spin spinning={isFetching && !figures}>
        {figures && (
          <>
            <div className="stat-grid">
              <div className="stat-box">
                <Statistic title={t('backOffice.dashboard.todayOrders')} value={figures.today.orders} />
              </div>
              <div className="stat-box">
                <Statistic title={t('backOffice.dashboard.todayRevenue')} value={money(figures.today.revenue)} />
              </div>
              <div className="stat-box">
                <Statistic title={t('backOffice.dashboard.monthOrders')} value={figures.month.orders} />
              </div>
              <div className="stat-box">
                <Statistic title={t('backOffice.dashboard.monthRevenue')} value={money(figures.month.revenue)} />
              </div>
            </div>
            <div className="chart-box">
              <h2>{t('backOffice.dashboard.byStatus')}</h2>
              <ul className="status-counts">
                {orderStatuses.map((s) => (
                  <li key={s} aria-label={`${orderStatusLabel(t, s)}: ${figures.byStatus[s]}`}>
                    <StatusBadge order={{ orderStatus: s }} text={orderStatusLabel(t, s)} />{' '}
                    <strong>{figures.byStatus[s]}</strong>
                  </li>
                ))}
              </ul>
            </div>
            <div className="chart-box">
              <h2>{t('backOffice.dashboard.revenue30')}</h2>
              <Suspense fallback={<Spin />}>
                <RevenueChart days={figures.days} />
              </Suspense>
            </div>
          </>
        )}
      </Spin>
      <BannerManager />
    </>
  );
}
