import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Empty, Spin, Statistic } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useMoney } from '../../shared/money';
import { paths } from '../../shared/paths';
import { selectSupplierOrders, supplierDashboardRequested } from './supplierOrdersSlice';
import './supplierOrders.css';

const SalesChart = lazy(() => import('./SalesChart').then((m) => ({ default: m.SalesChart })));

/** The product's own page in the supplier's list, its edit sheet open. */
const editLink = (product: { _id: string; title: string }) =>
  `${paths.supplierProducts}?${new URLSearchParams({ search: product.title, edit: product._id })}`;

/** 'Tổng quan': the supplier's last 30 days (its own lines, by the day paid) and its products running low. */
export function SupplierDashboardPage() {
  const money = useMoney();
  const dispatch = useAppDispatch();
  const { figures, status } = useAppSelector(selectSupplierOrders).dashboard;
  useEffect(() => {
    dispatch(supplierDashboardRequested());
  }, [dispatch]);

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>Tổng quan</h1>
        <Link to={paths.supplierOrders}>Xem đơn hàng →</Link>
      </div>
      <Spin spinning={status === 'loading' && !figures}>
        {figures && (
          <>
            <div className="stat-grid">
              <div className="stat-box">
                <Statistic title="Sản phẩm đã bán (30 ngày)" value={figures.totals.units} />
              </div>
              <div className="stat-box">
                <Statistic title="Doanh thu (30 ngày)" value={money(figures.totals.revenue)} />
              </div>
              <div className="stat-box">
                <Statistic title="Đơn hàng đã thanh toán (30 ngày)" value={figures.totals.orders} />
              </div>
            </div>
            <div className="chart-box">
              <h2>Doanh thu và sản phẩm bán theo ngày</h2>
              <Suspense fallback={<Spin />}>
                <SalesChart days={figures.days} />
              </Suspense>
            </div>
            <div className="chart-box" role="region" aria-label="Sản phẩm sắp hết hàng">
              <h2>Sản phẩm sắp hết hàng</h2>
              {figures.lowStock.length === 0 ? (
                <Empty description="Không có sản phẩm nào sắp hết" image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ) : (
                <ul className="supplier-low-stock">
                  {figures.lowStock.map((p) => (
                    <li key={p._id}>
                      <span>
                        <strong>{p.title}</strong>
                        <small>
                          {p.available > 0 ? `Còn bán được ${p.available}` : 'Hết hàng'} · tồn kho {p.totalStock}
                        </small>
                      </span>
                      <Link to={editLink(p)} aria-label={`Sửa sản phẩm ${p.title}`}>
                        Sửa sản phẩm
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
