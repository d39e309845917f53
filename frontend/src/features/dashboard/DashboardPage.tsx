import { lazy, Suspense, useEffect } from 'react';
import { Spin, Statistic } from 'antd';
import { orderStatuses, orderStatusLabels } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMoney } from '../../shared/money';
import { StatusBadge } from '../../shared/StatusBadge';
import { BannerManager } from './BannerManager';
import { dashboardRequested, selectDashboard } from './dashboardSlice';

const RevenueChart = lazy(() => import('./RevenueChart').then((m) => ({ default: m.RevenueChart })));

/** Today's and this month's orders and revenue, orders by status, 30 days of revenue, the banners. */
export function DashboardPage() {
  const money = useMoney();
  const dispatch = useAppDispatch();
  const { figures, isLoading } = useAppSelector(selectDashboard);
  useEffect(() => {
    dispatch(dashboardRequested());
  }, [dispatch]);

  return (
    <>
      <div className="backoffice-page-head">
        <h1>Dashboard</h1>
      </div>
      <Spin spinning={isLoading && !figures}>
        {figures && (
          <>
            <div className="stat-grid">
              <div className="stat-box">
                <Statistic title="Đơn hàng hôm nay" value={figures.today.orders} />
              </div>
              <div className="stat-box">
                <Statistic title="Doanh thu hôm nay" value={money(figures.today.revenue)} />
              </div>
              <div className="stat-box">
                <Statistic title="Đơn hàng tháng này" value={figures.month.orders} />
              </div>
              <div className="stat-box">
                <Statistic title="Doanh thu tháng này" value={money(figures.month.revenue)} />
              </div>
            </div>
            <div className="chart-box">
              <h2>Đơn hàng theo trạng thái</h2>
              <ul className="status-counts">
                {orderStatuses.map((s) => (
                  <li key={s} aria-label={`${orderStatusLabels[s]}: ${figures.byStatus[s]}`}>
                    <StatusBadge order={{ orderStatus: s }} text={orderStatusLabels[s]} />{' '}
                    <strong>{figures.byStatus[s]}</strong>
                  </li>
                ))}
              </ul>
            </div>
            <div className="chart-box">
              <h2>Doanh thu 30 ngày qua</h2>
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
