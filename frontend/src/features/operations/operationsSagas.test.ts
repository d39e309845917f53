import { flush, testStore } from '../../testing/services';
import { installBackOffice, type BackOfficeState } from '../../app/backOffice';
import { operationsApi, type OperationsStatus } from './operationsApi';
import { operationsPollMs } from './operationsSagas';
import {
  outboxMessageOpened,
  outboxRequested,
  operationsWatchStarted,
  operationsWatchStopped,
  percentDone,
  rebuildRequested,
  selectOperations,
} from './operationsSlice';

const status = (generation: number): OperationsStatus => ({
  generation,
  switchedAt: null,
  runner: { holder: 'this process', generation, reporting: true },
  headPosition: 219,
  projections: [{ name: 'orders', checkpoint: 219, lagEvents: 0, lagMs: 0, eventsPerSecond: 0 }],
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe('operations sagas', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('polls the figures while the screen is open, and follows a rebuild it started to its switch-over', async () => {
    // The poll's clock is jest's: each poll comes when the test moves time on, and none after the stop.
    jest.useFakeTimers();
    const figures = jest
      .spyOn(operationsApi, 'operations')
      .mockResolvedValueOnce({ success: true, data: status(0) })
      .mockResolvedValue({ success: true, data: status(1) });
    jest
      .spyOn(operationsApi, 'startRebuild')
      .mockResolvedValue({ success: true, message: 'Đã bắt đầu dựng lại dữ liệu đọc.', data: { jobId: 'rebuild-1' } });
    const job = jest.spyOn(operationsApi, 'rebuildJob').mockResolvedValue({
      success: true,
      data: { jobId: 'rebuild-1', status: 'completed', progress: null },
    });
    const t = testStore();
    installBackOffice(t.store);
    const ops = () => selectOperations(t.store.getState() as BackOfficeState);

    t.store.dispatch(operationsWatchStarted());
    await jest.advanceTimersByTimeAsync(0);
    expect(ops().status?.generation).toBe(0);

    t.store.dispatch(rebuildRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(t.toast.success).toHaveBeenCalledWith('Đã bắt đầu dựng lại dữ liệu đọc.');
    expect(ops().rebuild.job).toMatchObject({ jobId: 'rebuild-1', status: 'waiting' });

    // The next poll finds the job done and the new generation.
    await jest.advanceTimersByTimeAsync(operationsPollMs);
    expect(ops().status?.generation).toBe(1);
    expect(job).toHaveBeenCalledWith('rebuild-1');
    expect(percentDone(ops().rebuild.job)).toBe(100);
    expect(figures).toHaveBeenCalledTimes(2);

    t.store.dispatch(operationsWatchStopped());
    await jest.advanceTimersByTimeAsync(operationsPollMs * 3);
    expect(figures).toHaveBeenCalledTimes(2);
  });

  it('lists the outbox and opens a message as text, its subject decoded', async () => {
    const entry = {
      name: '1-placed.eml',
      to: 'lan@example.vn',
      subject: 'Đơn hàng TV-26-0000001 đã được đặt',
      messageId: '<placed@tavico>',
      writtenAt: '2026-11-21T10:00:00.000Z',
      size: 900,
    };
    jest.spyOn(operationsApi, 'outbox').mockResolvedValue({ success: true, data: [entry], sending: 'outbox' });
    const read = jest
      .spyOn(operationsApi, 'outboxMessage')
      .mockResolvedValue(
        'Subject: =?UTF-8?Q?=C4=90=C6=A1n_h=C3=A0ng?=\nContent-Type: text/plain; charset=utf-8\n\nCảm ơn bạn.\n',
      );
    const t = testStore();
    installBackOffice(t.store);
    const outbox = () => selectOperations(t.store.getState() as BackOfficeState).outbox;

    t.store.dispatch(outboxRequested());
    await flush();
    expect(outbox()).toMatchObject({ status: 'idle', sending: 'outbox', entries: [entry] });

    t.store.dispatch(outboxMessageOpened({ name: entry.name }));
    expect(outbox().open).toMatchObject({ name: entry.name, status: 'loading' });
    await flush();
    expect(read).toHaveBeenCalledWith('1-placed.eml');
    expect(outbox().open).toMatchObject({ status: 'idle', mail: { subject: 'Đơn hàng', text: 'Cảm ơn bạn.' } });
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
