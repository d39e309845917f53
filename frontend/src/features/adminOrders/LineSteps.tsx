import { Tag } from 'antd';
import { houseBrand, type OrderView } from '@tavico/contracts/client';
import { useAppSelector } from '../../app/hooks';
import { lineStepColour, lineStepLabel } from '../../shared/lineSteps';
import { selectAdminOrder } from './adminOrderSlice';

/**
 * Whose stall ships each line and how far it has got (packed, handed to the shipper). The house's
 * own lines are the admin's, moved on by the order's status: they have no step of their own.
 */
export function LineSteps({ order }: { order: Pick<OrderView, 'cartItems'> }) {
  const { supplierNames } = useAppSelector(selectAdminOrder);
  if (!order.cartItems.some((l) => l.supplierId)) return null;
  return (
    <section className="line-steps" aria-label="Giao hàng theo nhà cung cấp">
      <h3 className="order-section">Giao hàng theo nhà cung cấp</h3>
      <ul>
        {order.cartItems.map((line) => (
          <li key={line.productId}>
            <span className="line-steps-title">{line.title}</span>
            <span className="line-steps-supplier">
              {line.supplierId ? (supplierNames[line.supplierId] ?? line.supplierId) : `${houseBrand.label} (cửa hàng)`}
            </span>
            {line.supplierId ? (
              <Tag color={lineStepColour(line.fulfilment)} className="line-steps-step">
                {lineStepLabel(line.fulfilment)}
              </Tag>
            ) : (
              <span className="line-steps-step">Theo trạng thái đơn</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
