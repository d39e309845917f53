import { Steps } from 'antd';
import { orderStepLabels, type OrderView } from '@tavico/contracts/client';
import { vietnamTime } from '../../shared/format';
import { timelineOf } from './timeline';

const stepStatus = { done: 'finish', ended: 'error', todo: 'wait' } as const;

/** The order's steps, each with its time in Vietnam, then what is still to come. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const items = timelineOf(order);
  const current = items.filter((i) => i.state !== 'todo').length - 1;
  return (
    <section aria-label="Tiến trình đơn hàng" className="order-timeline">
      <h3 className="order-section">Tiến trình đơn hàng</h3>
      {/* Across the dialog, each time under its step; down the screen on a phone (antd's responsive). */}
      <Steps
        titlePlacement="vertical"
        responsive
        size="small"
        current={current}
        items={items.map((item, i) => ({
          key: `${item.step}-${i}`,
          title: orderStepLabels[item.step],
          status: stepStatus[item.state],
          content: item.at ? <time dateTime={item.at}>{vietnamTime(item.at)}</time> : 'Chưa tới',
        }))}
      />
    </section>
  );
}
