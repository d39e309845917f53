import { useEffect } from 'react';
import { Alert, Button, Descriptions, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectionFigures } from '@tavico/contracts/client';
import { localeOf, type Language } from '../../shared/i18n';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { OutboxPanel } from './OutboxPanel';
import {
  operationsWatchStarted,
  operationsWatchStopped,
  percentDone,
  rebuildRequested,
  selectOperations,
} from './operationsSlice';

/** The projections' checkpoints, lag and speed, and a read-model rebuild followed to its switch-over. */
export function OperationsPage() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
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
        <h1>{t('backOffice.menu.operations')}</h1>
        <Button
          type="primary"
          onClick={() => dispatch(rebuildRequested())}
          loading={rebuild.starting}
          disabled={running}
        >
          {t('backOffice.operations.rebuild')}
        </Button>
      </div>
      {job && (
        <div className="chart-box" aria-label={t('backOffice.operations.progress')} role="region">
          <Progress
            percent={percentDone(job)}
            status={job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : 'active'}
          />
          <p>
            {job.status === 'failed'
              ? t('backOffice.operations.failed', { reason: job.failedReason ?? '' })
              : job.status === 'completed'
                ? t('backOffice.operations.switched', { generation: progress?.generation ?? status?.generation ?? '' })
                : progress
                  ? t('backOffice.operations.running', {
                      phase: t(`backOffice.operations.phase.${progress.phase}`),
                      events: progress.eventsDone,
                      speed: progress.eventsPerSecond,
                    }) +
                    (progress.secondsLeft !== null
                      ? t('backOffice.operations.secondsLeft', { seconds: progress.secondsLeft })
                      : '')
                  : t('backOffice.operations.waiting')}
          </p>
        </div>
      )}
      {status && (
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('backOffice.operations.generation')}>{status.generation}</Descriptions.Item>
          <Descriptions.Item label={t('backOffice.operations.switchedAt')}>
            {status.switchedAt ? new Date(status.switchedAt).toLocaleString(localeOf(i18n.language as Language)) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('backOffice.operations.head')}>{status.headPosition ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('backOffice.operations.runner')}>
            {status.runner
              ? `${status.runner.holder} ${t(status.runner.reporting ? 'backOffice.operations.reporting' : 'backOffice.operations.silent')}`
              : '—'}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!status && <Alert type="info" title={t('backOffice.operations.loading')} />}
      <div className="table-scroll">
        <Table<ProjectionFigures>
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={status?.projections ?? []}
          columns={[
            { title: t('backOffice.operations.projection'), dataIndex: 'name' },
            {
              title: t('backOffice.operations.checkpoint'),
              dataIndex: 'checkpoint',
              render: (v: number | null) => v ?? '—',
            },
            { title: t('backOffice.operations.lagEvents'), dataIndex: 'lagEvents' },
            { title: t('backOffice.operations.lagMs'), dataIndex: 'lagMs' },
            { title: t('backOffice.operations.speed'), dataIndex: 'eventsPerSecond' },
          ]}
        />
      </div>
      <OutboxPanel />
    </section>
  );
}
