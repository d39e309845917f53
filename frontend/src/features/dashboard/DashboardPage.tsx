import { lazy, Suspense, useEffect } from 'react';
import { Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderStatuses } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMoney } from '../../shared/money';
import { StatusBadge } from '../../shared/StatusBadge';
import { orderStatusLabel } from '../../shared/statusNames';
import { BannerManager } from './BannerManager';
import { dashboardRequested, selectDashboard } from './dashboardSlice';

const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/** Today's and this month's orders and revenue, orders by status, 30 days of revenue, the banners. */
export function DashboardPage() {
  const money = useMoney();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { figures, isLoading } = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);

  return (
    <>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.dashboard')}</h1>
      </div>
      <Spin spinning={isLoading && !figures}>
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
