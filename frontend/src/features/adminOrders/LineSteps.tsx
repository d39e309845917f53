import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tavico/contracts/client';
import { lineStepColour, lineStepLabel } from '../../shared/lineSteps';
import { useStaffSupplierListQuery } from '../staffProducts';

/**
 * Whose stall ships each line and how far it has got (packed, handed to the shipper). The house's
 * own lines are the admin's, moved on by the order's status: they have no step of their own.
 */
export function LineSteps({ order }: { order: Pick<OrderView, 'cartItems'> }) {
  const { t } = useTranslation();
  const fromSuppliers = order.cartItems.some((l) => l.supplierId);
  // The suppliers' names, read once an order has such a line; without them a line shows the id.
  const { data: suppliers = [] } = useStaffSupplierListQuery(undefined, { skip: !fromSuppliers });
  if (!fromSuppliers) return null;
  const supplierNames = Object.fromEntries(suppliers.map((s) => [s.id, s.userName]));
  return (
    <section className="line-steps" aria-label={t('backOffice.orders.bySupplier')}>
      <h3 className="order-section">{t('backOffice.orders.bySupplier')}</h3>
      <ul>
        {order.cartItems.map((line) => (
          <li key={line.productId}>
            <span className="line-steps-title">{line.title}</span>
            <span className="line-steps-supplier">
              {line.supplierId
                ? (supplierNames[line.supplierId] ?? line.supplierId)
                : t('backOffice.common.houseShop', { brand: t('menu.houseBrand') })}
            </span>
            {line.supplierId ? (
              <Tag color={lineStepColour(line.fulfilment)} className="line-steps-step">
                {lineStepLabel(t, line.fulfilment)}
              </Tag>
            ) : (
              <span className="line-steps-step">{t('backOffice.orders.followsOrder')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
