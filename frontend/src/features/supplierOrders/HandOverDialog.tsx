import { useTranslation } from 'react-i18next';
import type { SupplierOrderView } from '@tavico/contracts/client';
import { useSiteSettings } from '../settings';
import { HandOverDialog as CarrierDialog, type HandOver } from '../../shared/HandOverDialog';
import { moneyText } from '../../shared/money';

export type { HandOver };

/**
 * 'Giao cho vận chuyển', asked first: to which carrier of the shop's list, under which tracking
 * number (the shop's own truck has none), and, for unpaid cash on delivery, what the carrier
 * collects. The server checks both again.
 */
export function HandOverDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: SupplierOrderView;
  busy: boolean;
  onConfirm: (handOver: HandOver) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const carriers = useSiteSettings()?.carriers ?? [];
  return (
    <CarrierDialog
      carriers={carriers}
      idPrefix={order._id}
      title={t('backOffice.supplierOrders.handOverAsk', { code: order.code ?? '' })}
      confirmLabel={t('backOffice.supplierOrders.handedOver')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      after={
        <>
          {order.codToCollect !== null && (
            <p className="hand-over-cod">
              {t('backOffice.supplierOrders.codToCollect', { amount: moneyText(order.codToCollect, order.currency) })}
            </p>
          )}
          <p className="hand-over-note">{t('backOffice.supplierOrders.handOverText')}</p>
        </>
      }
    />
  );
}
