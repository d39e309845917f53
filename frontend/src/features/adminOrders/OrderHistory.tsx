import { useEffect, useState } from 'react';
import { Button, Empty, Pagination, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryEntry, OrderStatus, OrderView, PaymentStatus } from '@tavico/contracts/client';
import { localeOf, type Language } from '../../shared/i18n';
import { lineStepLabel } from '../../shared/lineSteps';
import { OrderSummary } from '../../shared/OrderSummary';
import type { Pagination as Page } from '../../shared/paging';
import { orderStatusLabel, paymentStatusName, type Translate } from '../../shared/statusNames';
import { LineSteps } from './LineSteps';

/** What each order event is called in the timeline. */
export const orderEventLabel = (t: Translate, type: OrderHistoryEntry['type']): string =>
  t(`backOffice.history.events.${type}`);

/** Who did it: the person's current name and role, or the system (payments, expiry). */
export const actorOf = (t: Translate, actor: OrderHistoryEntry['actor']): string =>
  actor.name
    ? t('backOffice.history.actor', {
        name: actor.name,
        role: t(`backOffice.roles.${actor.role ?? ''}`, { defaultValue: actor.role ?? '' }),
      })
    : t('backOffice.history.system');

/** A supplier's packing or handing over changes the lines: say each supplier line's step. */
const linesSaid = (t: Translate, lines: OrderView['cartItems']): string =>
  lines
    .filter((l) => l.supplierId)
    .map((l) => `${l.title}: ${lineStepLabel(t, l.fulfilment)}`)
    .join('; ') || '…';

const shown = (t: Translate, field: string, value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (field === 'orderStatus') return orderStatusLabel(t, value as OrderStatus);
  if (field === 'paymentStatus') return paymentStatusName(t, value as PaymentStatus);
  if (field === 'cartItems' && Array.isArray(value)) return linesSaid(t, value as OrderView['cartItems']);
  if (typeof value === 'object') return '…';
  return String(value);
};

const fieldName = (t: Translate, field: string): string =>
  t(`backOffice.history.fields.${field}`, { defaultValue: field });

/**
 * An order's history (decisions §13): a timeline of every event, who, when and what changed,
 * that is also the step control; beside it, the order exactly as it was after the chosen step.
 */
export function OrderHistory({
  entries,
  pagination,
  isLoading,
  onPage,
}: {
  entries: OrderHistoryEntry[];
  pagination: Page;
  isLoading: boolean;
  /** Another page of steps (100 a page). */
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [current, setCurrent] = useState(Math.max(0, entries.length - 1));
  useEffect(() => setCurrent(Math.max(0, entries.length - 1)), [entries]);
  if (isLoading) return <Spin />;
  if (entries.length === 0) return <Empty description={t('backOffice.history.empty')} />;
  const when = (iso: string) => new Date(iso).toLocaleString(localeOf(i18n.language as Language));
  const step = entries[Math.min(current, entries.length - 1)];
  // Steps are numbered over the whole history, whichever page shows.
  const first = (pagination.page - 1) * pagination.limit;

  return (
    <div className="history-grid">
      <div>
        {pagination.totalPages > 1 && (
          <Pagination
            className="history-pages"
            simple
            size="small"
            showSizeChanger={false}
            current={pagination.page}
            pageSize={pagination.limit}
            total={pagination.total}
            onChange={onPage}
            showTotal={() =>
              t('backOffice.history.pages', { from: first + 1, to: first + entries.length, total: pagination.total })
            }
          />
        )}
        <Steps
          orientation="vertical"
          size="small"
          initial={first}
          current={first + current}
          onChange={(step) => setCurrent(step - first)}
          items={entries.map((e, i) => ({
            title: `${first + i + 1}. ${orderEventLabel(t, e.type)}`,
            content: (
              <div className="history-entry">
                <div>
                  {when(e.time)} · {actorOf(t, e.actor)}
                </div>
                {e.type !== 'OrderPlaced' && (
                  <ul>
                    {e.changes.map((c) => (
                      <li key={c.field}>
                        {fieldName(t, c.field)}: {shown(t, c.field, c.from)} → {shown(t, c.field, c.to)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          }))}
        />
      </div>
      <div aria-label={t('backOffice.history.shown')} role="region">
        <div className="history-stepper">
          <Button onClick={() => setCurrent((c) => Math.max(0, c - 1))} disabled={current === 0}>
            {t('backOffice.history.previous')}
          </Button>
          <strong>
            {t('backOffice.history.after', {
              step: first + current + 1,
              total: pagination.total,
              event: orderEventLabel(t, step.type),
            })}
          </strong>
          <Button
            onClick={() => setCurrent((c) => Math.min(entries.length - 1, c + 1))}
            disabled={current >= entries.length - 1}
          >
            {t('backOffice.history.next')}
          </Button>
        </div>
        <OrderSummary order={step.state} />
        <LineSteps order={step.state} />
      </div>
    </div>
  );
}
