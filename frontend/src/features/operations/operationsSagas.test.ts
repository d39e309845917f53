import { flush, testStore } from '../../testing/services';
import { backOfficeApi, type OperationsStatus } from '../backoffice/backOfficeApi';
import { installBackOffice, type BackOfficeState } from '../backoffice/install';
import { operationsPollMs } from './operationsSagas';
import {
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
  afterEach(() => jest.restoreAllMocks());

  it('polls the figures while the screen is open, and follows a rebuild it started to its switch-over', async () => {
    const figures = jest
      .spyOn(backOfficeApi, 'operations')
      .mockResolvedValueOnce({ success: true, data: status(0) })
      .mockResolvedValue({ success: true, data: status(1) });
    jest
      .spyOn(backOfficeApi, 'startRebuild')
      .mockResolvedValue({ success: true, message: 'Đã bắt đầu dựng lại dữ liệu đọc.', data: { jobId: 'rebuild-1' } });
    const job = jest.spyOn(backOfficeApi, 'rebuildJob').mockResolvedValue({
      success: true,
      data: { jobId: 'rebuild-1', status: 'completed', progress: null },
    });
    const t = testStore();
    installBackOffice(t.store);
    const ops = () => selectOperations(t.store.getState() as BackOfficeState);

    t.store.dispatch(operationsWatchStarted());
    await flush();
    expect(ops().status?.generation).toBe(0);

    t.store.dispatch(rebuildRequested());
    await flush();
    expect(t.toast.success).toHaveBeenCalledWith('Đã bắt đầu dựng lại dữ liệu đọc.');
    expect(ops().rebuild.job).toMatchObject({ jobId: 'rebuild-1', status: 'waiting' });

    await new Promise((r) => setTimeout(r, operationsPollMs + 100));
    expect(job).toHaveBeenCalledWith('rebuild-1');
    expect(percentDone(ops().rebuild.job)).toBe(100);
    expect(ops().status?.generation).toBe(1);

    t.store.dispatch(operationsWatchStopped());
    const calls = figures.mock.calls.length;
    await new Promise((r) => setTimeout(r, operationsPollMs + 100));
    expect(figures.mock.calls.length).toBe(calls);
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
