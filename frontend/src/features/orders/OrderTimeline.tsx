import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FollowedOrderView } from '@tavico/contracts/client';
import { orderStepName } from '../../shared/statusNames';
import { vietnamTime } from '../../shared/format';
import { timelineOf } from './timeline';

const stepStatus = { done: 'finish', ended: 'error', todo: 'wait' } as const;

/** The order's steps, each with its time in Vietnam, then what is still to come. */
export function OrderTimeline({ order }: { order: FollowedOrderView }) {
  const { t } = useTranslation();
  const items = timelineOf(order);
  const current = items.filter((i) => i.state !== 'todo').length - 1;
  return (
    <section aria-label={t('orders.timeline')} className="order-timeline">
      <h3 className="order-section">{t('orders.timeline')}</h3>
      {/* Across the dialog, each time under its step; down the screen on a phone (antd's responsive). */}
      <Steps
        titlePlacement="vertical"
        responsive
        size="small"
        current={current}
        items={items.map((item, i) => ({
          key: `${item.step}-${i}`,
          title: orderStepName(t, item.step),
          status: stepStatus[item.state],
          content: item.at ? <time dateTime={item.at}>{vietnamTime(item.at)}</time> : t('orders.notYet'),
        }))}
      />
    </section>
  );
}
