import { useTranslation } from 'react-i18next';
import { orderStatusColour, type OrderStatus, type OrderStep } from '@tavico/contracts/client';
import { orderStatusName } from './statusNames';
import './statusBadge.css';

/**
 * The spec's badge: green for confirmed, red for rejected, black otherwise; a cancelled order
 * reads whose cancellation it was (its timeline's last step). Plain HTML in antd's Tag's look: the
 * account's order history draws no antd (issue 29).
 */
export function StatusBadge({
  order,
  text,
}: {
  order: { orderStatus: OrderStatus; timeline?: readonly OrderStep[] };
  /** Another text than the order's (a count of every order in a status, say). */
  text?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-${orderStatusColour(order.orderStatus)}`} data-status={order.orderStatus}>
      {text ?? orderStatusName(t, order)}
    </span>
  );
}
