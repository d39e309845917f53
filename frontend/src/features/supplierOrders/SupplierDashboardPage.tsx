import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Empty, Spin, Statistic, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../shared/http';
import { useMoney } from '../../shared/money';
import { paths } from '../../shared/paths';
import { useSupplierDashboardQuery } from './supplierOrdersApi';
import './supplierOrders.css';

const SalesChart = lazy(() => import('./SalesChart').then((m) => ({ default: m.SalesChart })));

/** The product's own page in the supplier's list, its edit sheet open. */
const editLink = (product: { _id: string; title: string }) =>
  `${paths.supplierProducts}?${new URLSearchParams({ search: product.title, edit: product._id })}`;

/** 'Tổng quan': the supplier's last 30 days (its own lines, by the day paid) and its products running low. */
export function SupplierDashboardPage() {
  const money = useMoney();
  const { t } = useTranslation();
  // Read again each time the page opens: the figures move with every order.
  const {
    data: figures,
    isFetching,
    error,
  } = useSupplierDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.dashboard')}</h1>
        <Link to={paths.supplierOrders}>{t('backOffice.supplierDashboard.viewOrders')}</Link>
      </div>
      <Spin spinning={isFetching && !figures}>
        {figures && (
          <>
            <div className="stat-grid">
              <div className="stat-box">
                <Statistic title={t('backOffice.supplierDashboard.units')} value={figures.totals.units} />
              </div>
              <div className="stat-box">
                <Statistic title={t('backOffice.supplierDashboard.revenue')} value={money(figures.totals.revenue)} />
              </div>
              <div className="stat-box">
                <Statistic title={t('backOffice.supplierDashboard.orders')} value={figures.totals.orders} />
              </div>
            </div>
            <div className="chart-box">
              <h2>{t('backOffice.supplierDashboard.byDay')}</h2>
              <Suspense fallback={<Spin />}>
                <SalesChart days={figures.days} />
              </Suspense>
            </div>
            <div className="chart-box" role="region" aria-label={t('backOffice.supplierDashboard.lowStock')}>
              <h2>{t('backOffice.supplierDashboard.lowStock')}</h2>
              {figures.lowStock.length === 0 ? (
                <Empty
                  description={t('backOffice.supplierDashboard.noLowStock')}
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                />
              ) : (
                <ul className="supplier-low-stock">
                  {figures.lowStock.map((p) => (
                    <li key={p._id}>
                      <span>
                        <strong>{p.title}</strong>
                        <small>
                          {p.available > 0
                            ? t('backOffice.supplierDashboard.available', { count: p.available })
                            : t('backOffice.supplierDashboard.soldOut')}{' '}
                          · {t('backOffice.supplierDashboard.inStock', { count: p.totalStock })}
                        </small>
                      </span>
                      <Link
                        to={editLink(p)}
                        aria-label={t('backOffice.supplierDashboard.editNamed', { title: p.title })}
                      >
                        {t('backOffice.supplierDashboard.editProduct')}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </Spin>
    </section>
  );
}
