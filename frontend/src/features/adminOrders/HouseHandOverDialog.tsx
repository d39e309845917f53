import { useTranslation } from 'react-i18next';
import type { OrderView } from '@tavico/contracts/client';
import { useSiteSettings } from '../settings';
import { HandOverDialog, type HandOver } from '../../shared/HandOverDialog';

export type HouseHandOver = HandOver;

/**
 * The house's own lines (no supplier's) not yet handed to a carrier, of an order not yet in
 * shipping (setting the status it has changes nothing): the admin's to hand over.
 */
export const houseLinesWaiting = (order: Pick<OrderView, 'cartItems' | 'orderStatus'>): boolean =>
  order.orderStatus !== 'inShipping' && order.cartItems.some((line) => !line.supplierId && !line.shipment);

/**
 * Moving an order to shipping while the house's own lines wait: to which carrier of the shop's
 * list, under which tracking number (the shop's own truck has none), as a supplier hands over
 * its lines. The server checks both again.
 */
export function HouseHandOverDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: Pick<OrderView, '_id' | 'code'>;
  busy: boolean;
  onConfirm: (handOver: HouseHandOver) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const carriers = useSiteSettings()?.carriers ?? [];
  return (
    <HandOverDialog
      carriers={carriers}
      idPrefix={`house-${order._id}`}
      title={t('backOffice.orders.handOverAsk', { code: order.code ?? order._id })}
      confirmLabel={t('backOffice.orders.toShipping')}
      busy={busy}
      before={<p>{t('backOffice.orders.handOverText')}</p>}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
