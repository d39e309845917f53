import { useEffect } from 'react';
import { Alert, Button, Descriptions, Progress, Table } from 'antd';
import type { ProjectionFigures, RebuildProgress } from '@tavico/contracts/client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OutboxPanel } from './OutboxPanel';
import {
  operationsWatchStarted,
  operationsWatchStopped,
  percentDone,
  rebuildRequested,
  selectOperations,
} from './operationsSlice';

const phases: Record<RebuildProgress['phase'], string> = {
  replaying: 'Đang phát lại sự kiện',
  switching: 'Đang chuyển sang bản mới',
  dropping: 'Đang dọn bản cũ',
  done: 'Xong',
};

/** The projections' checkpoints, lag and speed, and a read-model rebuild followed to its switch-over. */
export function OperationsPage() {
  const dispatch = useAppDispatch();
  const { status, rebuild } = useAppSelector(selectOperations);
  useEffect(() => {
    dispatch(operationsWatchStarted());
    return () => void dispatch(operationsWatchStopped());
  }, [dispatch]);

  const job = rebuild.job;
  const progress = job && typeof job.progress === 'object' ? job.progress : null;
  const running = Boolean(job) && job?.status !== 'completed' && job?.status !== 'failed';

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>Operations</h1>
        <Button
          type="primary"
          onClick={() => dispatch(rebuildRequested())}
          loading={rebuild.starting}
          disabled={running}
        >
          Dựng lại dữ liệu đọc
        </Button>
      </div>
      {job && (
        <div className="chart-box" aria-label="Tiến độ dựng lại" role="region">
          <Progress
            percent={percentDone(job)}
            status={job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : 'active'}
          />
          <p>
            {job.status === 'failed'
              ? `Không thành: ${job.failedReason ?? ''}`
              : job.status === 'completed'
                ? `Đã chuyển sang bản ${progress?.generation ?? status?.generation ?? ''}.`
                : progress
                  ? `${phases[progress.phase]}: ${progress.eventsDone} sự kiện, ${progress.eventsPerSecond}/giây` +
                    (progress.secondsLeft !== null ? `, còn khoảng ${progress.secondsLeft} giây` : '')
                  : 'Đang chờ một worker nhận việc...'}
          </p>
        </div>
      )}
      {status && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Bản dữ liệu đọc đang dùng">{status.generation}</Descriptions.Item>
          <Descriptions.Item label="Chuyển lúc">
            {status.switchedAt ? new Date(status.switchedAt).toLocaleString('vi-VN') : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Vị trí cuối của nhật ký">{status.headPosition ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Bộ chạy projection">
            {status.runner ? `${status.runner.holder} ${status.runner.reporting ? '(đang báo)' : '(im lặng)'}` : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!status && <Alert type="info" title="Đang tải số liệu..." />}
      <div className="table-scroll">
        <Table<ProjectionFigures>
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={status?.projections ?? []}
          columns={[
            { title: 'Projection', dataIndex: 'name' },
            { title: 'Checkpoint', dataIndex: 'checkpoint', render: (v: number | null) => v ?? '—' },
            { title: 'Lag (sự kiện)', dataIndex: 'lagEvents' },
            { title: 'Lag (ms)', dataIndex: 'lagMs' },
            { title: 'Sự kiện/giây', dataIndex: 'eventsPerSecond' },
          ]}
        />
      </div>
      <OutboxPanel />
    </section>
  );
}
