import { useEffect, useState } from 'react';
import { Button, Empty, Pagination, Spin, Steps } from 'antd';
import {
  orderStatusLabels,
  paymentStatusLabels,
  type OrderHistoryEntry,
  type OrderStatus,
  type OrderView,
  type PaymentStatus,
} from '@tavico/contracts/client';
import { lineStepLabel } from '../../shared/lineSteps';
import { OrderSummary } from '../../shared/OrderSummary';
import type { Pagination as Page } from '../../shared/paging';
import { LineSteps } from './LineSteps';

/** What each order event is called in the timeline. */
export const orderEventLabels: Record<OrderHistoryEntry['type'], string> = {
  OrderPlaced: 'Đặt hàng',
  OrderPaymentCreated: 'Mở thanh toán',
  OrderCaptureStarted: 'Bắt đầu thu tiền',
  OrderCaptureFailed: 'Thu tiền không thành',
  OrderPaid: 'Đã thanh toán',
  OrderPaymentFailed: 'Thanh toán bị hủy hoặc lỗi',
  OrderExpired: 'Hết hạn thanh toán',
  OrderCancelled: 'Khách hủy đơn',
  OrderConfirmed: 'Xác nhận đơn qua điện thoại',
  OrderLinesFulfilled: 'Nhà cung cấp đóng gói / giao hàng',
  OrderStatusChanged: 'Đổi trạng thái',
};

const roleLabels: Record<string, string> = {
  admin: 'quản trị',
  customer: 'khách hàng',
  supplier: 'nhà cung cấp',
  auditor: 'kiểm toán',
  system: 'hệ thống',
};

/** Who did it: the person's current name and role, or the system (payments, expiry). */
export const actorOf = (actor: OrderHistoryEntry['actor']): string =>
  actor.name ? `${actor.name} (${roleLabels[actor.role ?? ''] ?? actor.role})` : 'Hệ thống';

/** A supplier's packing or handing over changes the lines: say each supplier line's step. */
const linesSaid = (lines: OrderView['cartItems']): string =>
  lines
    .filter((l) => l.supplierId)
    .map((l) => `${l.title}: ${lineStepLabel(l.fulfilment)}`)
    .join('; ') || '…';

const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (field === 'orderStatus') return orderStatusLabels[value as OrderStatus] ?? String(value);
  if (field === 'paymentStatus') return paymentStatusLabels[value as PaymentStatus] ?? String(value);
  if (field === 'cartItems' && Array.isArray(value)) return linesSaid(value as OrderView['cartItems']);
  if (typeof value === 'object') return '…';
  return String(value);
};

const when = (iso: string) => new Date(iso).toLocaleString('vi-VN');

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
  const [current, setCurrent] = useState(Math.max(0, entries.length - 1));
  useEffect(() => setCurrent(Math.max(0, entries.length - 1)), [entries]);
  if (isLoading) return <Spin />;
  if (entries.length === 0) return <Empty description="Chưa có lịch sử" />;
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
            showTotal={() => `Bước ${first + 1}–${first + entries.length} / ${pagination.total}`}
          />
        )}
        <Steps
          orientation="vertical"
          size="small"
          initial={first}
          current={first + current}
          onChange={(step) => setCurrent(step - first)}
          items={entries.map((e, i) => ({
            title: `${first + i + 1}. ${orderEventLabels[e.type]}`,
            content: (
              <div className="history-entry">
                <div>
                  {when(e.time)} · {actorOf(e.actor)}
                </div>
                {e.type !== 'OrderPlaced' && (
                  <ul>
                    {e.changes.map((c) => (
                      <li key={c.field}>
                        {c.field}: {shown(c.field, c.from)} → {shown(c.field, c.to)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          }))}
        />
      </div>
      <div aria-label="Đơn hàng tại bước đã chọn" role="region">
        <div className="history-stepper">
          <Button onClick={() => setCurrent((c) => Math.max(0, c - 1))} disabled={current === 0}>
            ← Bước trước
          </Button>
          <strong>
            Sau bước {first + current + 1}/{pagination.total}: {orderEventLabels[step.type]}
          </strong>
          <Button
            onClick={() => setCurrent((c) => Math.min(entries.length - 1, c + 1))}
            disabled={current >= entries.length - 1}
          >
            Bước sau →
          </Button>
        </div>
        <OrderSummary order={step.state} />
        <LineSteps order={step.state} />
      </div>
    </div>
  );
}
