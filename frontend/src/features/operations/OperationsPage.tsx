import { useState } from 'react';
import { Alert, Button, Descriptions, Progress, Table, notification } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectionFigures } from '@tavico/contracts/client';
import { localeOf, type Language } from '../../shared/i18n';
import { messageOf } from '../../shared/http';
import { OutboxPanel } from './OutboxPanel';
import {
  operationsPollMs,
  percentDone,
  rebuildEnded,
  useOperationsQuery,
  useRebuildJobQuery,
  useStartRebuildMutation,
} from './operationsApi';

/** The projections' checkpoints, lag and speed, and a read-model rebuild followed to its switch-over. */
export function OperationsPage() {
  const { t, i18n } = useTranslation();
  // Polled while the screen is open; a failed poll keeps the last figures, the next one tries again.
  const { data: status } = useOperationsQuery(undefined, { pollingInterval: operationsPollMs });
  const [startRebuild, { isLoading: starting }] = useStartRebuildMutation();
  // The rebuild this screen started, followed until it is done or failed.
  const [jobId, setJobId] = useState<string | null>(null);
  const { data: followed } = useRebuildJobQuery(jobId ?? '', { skip: !jobId });
  const running = Boolean(followed) && !rebuildEnded(followed);
  useRebuildJobQuery(jobId ?? '', { skip: !running, pollingInterval: operationsPollMs });
  const job = jobId ? followed : undefined;
  const progress = job && typeof job.progress === 'object' ? job.progress : null;

  const rebuild = async () => {
    try {
      const answer = await startRebuild().unwrap();
      notification.success({ title: answer.message ?? '' });
      setJobId(answer.data.jobId);
    } catch (error) {
      notification.error({ title: messageOf(error) });
    }
  };

  return (
    <section>
      <div className="backoffice-page-head">
        <h1>{t('backOffice.menu.operations')}</h1>
        <Button type="primary" onClick={() => void rebuild()} loading={starting} disabled={running}>
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
