import { Tag } from 'antd';
import { orderStatusColour, orderStatusLabels, type OrderStatus } from '@tavico/contracts/client';

/** The spec's badge: green for confirmed, red for rejected, black otherwise. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const colour = orderStatusColour(status);
  return (
    <Tag color={colour === 'black' ? '#222' : colour} className="status-badge" data-status={status}>
      {orderStatusLabels[status]}
    </Tag>
  );
}
