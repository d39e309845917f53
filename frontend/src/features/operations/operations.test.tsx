/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { http } from '../../shared/http';
import { renderScreen } from '../../testing/render';
import { stubServer } from '../../testing/server';
import { eventually } from '../../testing/services';
import { installBackOffice } from '../../app/backOffice';
import { percentDone, type OperationsStatus, type RebuildJob } from './operationsApi';
import { OperationsPage } from './OperationsPage';

const status = (generation: number): OperationsStatus => ({
  generation,
  switchedAt: null,
  runner: { holder: 'this process', generation, reporting: true },
  headPosition: 219,
  projections: [{ name: 'orders', checkpoint: 219, lagEvents: 0, lagMs: 0, eventsPerSecond: 0 }],
  updatedAt: '2026-11-21T10:00:00.000Z',
});

const entry = {
  name: '1-placed.eml',
  to: 'lan@example.vn',
  subject: 'Đơn hàng TV-26-0000001 đã được đặt',
  messageId: '<placed@tavico>',
  writtenAt: '2026-11-21T10:00:00.000Z',
  size: 900,
};

describe('the operations screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('polls the figures while open, follows a rebuild it started to its switch-over, and stops when closed', async () => {
    let generation = 0;
    let job: RebuildJob = { jobId: 'rebuild-1', status: 'active', progress: 40 };
    const server = stubServer([
      ['get', '/api/admin/ops/status', () => ({ success: true, data: status(generation) })],
      ['get', '/api/admin/ops/outbox', () => ({ success: true, data: [], sending: 'outbox' })],
      [
        'post',
        '/api/admin/ops/rebuild',
        () => ({ success: true, message: 'Đã bắt đầu dựng lại dữ liệu đọc.', data: { jobId: 'rebuild-1' } }),
      ],
      ['get', '/api/admin/ops/rebuild/rebuild-1', () => ({ success: true, data: job })],
    ]);
    const said = jest.spyOn(notification, 'success');
    const reads = (path: string) => server.calls('get').filter(([p]) => p === path).length;
    const view = renderScreen(<OperationsPage />, { install: installBackOffice });
    await screen.findByText('Bản dữ liệu đọc đang dùng');
    expect(screen.getByText('orders')).toBeTruthy();

    fireEvent.click(screen.getByText('Dựng lại dữ liệu đọc'));
    await waitFor(() => expect(said).toHaveBeenCalledWith({ title: 'Đã bắt đầu dựng lại dữ liệu đọc.' }));
    const progress = () => screen.getByLabelText('Tiến độ dựng lại');
    expect(within(progress()).getByText('Đang chờ một worker nhận việc...')).toBeTruthy();
    // The next polls find the job running, then done and the new generation in use.
    await eventually(() => expect(within(progress()).getByText('40%')).toBeTruthy(), 5000);
    generation = 1;
    job = { jobId: 'rebuild-1', status: 'completed', progress: null };
    await eventually(() => expect(within(progress()).getByText('Đã chuyển sang bản 1.')).toBeTruthy(), 5000);
    const jobReads = reads('/api/admin/ops/rebuild/rebuild-1');
    const figureReads = reads('/api/admin/ops/status');
    // Done: the job is not asked about again; the figures still are.
    await eventually(() => expect(reads('/api/admin/ops/status')).toBeGreaterThan(figureReads), 5000);
    expect(reads('/api/admin/ops/rebuild/rebuild-1')).toBe(jobReads);

    // Closed: the polling stops (the next poll would have come within a second).
    view.unmount();
    const atClose = reads('/api/admin/ops/status');
    const later = Date.now() + 1500;
    await eventually(() => expect(Date.now()).toBeGreaterThan(later), 3000);
    expect(reads('/api/admin/ops/status')).toBe(atClose);
  });

  it('lists the outbox and opens a message as text, its subject decoded', async () => {
    stubServer([
      ['get', '/api/admin/ops/status', () => ({ success: true, data: status(0) })],
      ['get', '/api/admin/ops/outbox', () => ({ success: true, data: [entry], sending: 'outbox' })],
    ]);
    const read = jest
      .spyOn(http, 'getText')
      .mockResolvedValue(
        'Subject: =?UTF-8?Q?=C4=90=C6=A1n_h=C3=A0ng?=\nContent-Type: text/plain; charset=utf-8\n\nCảm ơn bạn.\n',
      );
    renderScreen(<OperationsPage />, { install: installBackOffice });
    fireEvent.click(await screen.findByText('Đơn hàng TV-26-0000001 đã được đặt'));
    expect(await screen.findByLabelText('Nội dung thư')).toBeTruthy();
    expect(read).toHaveBeenCalledWith('/api/admin/ops/outbox/1-placed.eml');
    expect(screen.getByLabelText('Nội dung thư').textContent).toBe('Cảm ơn bạn.');
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Đơn hàng');
  });

  it('reads progress in either form a queue reports it', () => {
    expect(percentDone(null)).toBe(0);
    expect(percentDone({ jobId: 'j', status: 'active', progress: 42.4 })).toBe(42);
    expect(
      percentDone({
        jobId: 'j',
        status: 'active',
        progress: {
          phase: 'replaying',
          generation: 1,
          eventsDone: 10,
          position: 10,
          headPosition: 40,
          percent: 25,
          eventsPerSecond: 5,
          secondsLeft: 6,
        },
      }),
    ).toBe(25);
  });
});
