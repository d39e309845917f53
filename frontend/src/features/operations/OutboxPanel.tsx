import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, Spin, Tabs, notification } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { vietnamTime } from '../../shared/format';
import { messageOf } from '../../shared/http';
import { useOutboxMessageQuery, useOutboxQuery, type OutboxEntry } from './operationsApi';
import './operations.css';

/** One message of the outbox as text: who, to whom, when, its plain-text part, and as written. */
function OutboxMessage({ name, entry, onClose }: { name: string; entry?: OutboxEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: open, isFetching, error } = useOutboxMessageQuery(name);
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);
  const mail = isFetching ? null : (open?.mail ?? null);
  return (
    <Modal open title={mail?.subject ?? entry?.subject ?? name} footer={null} width={760} onCancel={onClose}>
      {isFetching && <Spin />}
      {error && !isFetching && <Alert type="error" title={t('backOffice.outbox.unreadable')} />}
      {mail && (
        <>
          <dl className="outbox-headers">
            <div>
              <dt>{t('backOffice.outbox.from')}</dt>
              <dd>{mail.from}</dd>
            </div>
            <div>
              <dt>{t('backOffice.outbox.to')}</dt>
              <dd>{mail.to}</dd>
            </div>
            <div>
              <dt>{t('backOffice.outbox.date')}</dt>
              <dd>{entry ? vietnamTime(entry.writtenAt) : mail.date}</dd>
            </div>
          </dl>
          <Tabs
            items={[
              {
                key: 'text',
                label: t('backOffice.outbox.text'),
                children: (
                  <pre className="outbox-text" aria-label={t('backOffice.outbox.textLabel')}>
                    {mail.text || t('backOffice.outbox.noText')}
                  </pre>
                ),
              },
              {
                key: 'raw',
                label: t('backOffice.outbox.raw'),
                children: <pre className="outbox-text outbox-raw">{open?.raw}</pre>,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/**
 * 'Hộp thư đi': the e-mails the shop wrote to DATA_DIR/outbox because no SMTP server is set,
 * newest first (at most 100), each opened as text.
 */
export function OutboxPanel() {
  const { t } = useTranslation();
  // Read again each time the screen opens: the shop writes mail all the time.
  const { data, isFetching, error, refetch } = useOutboxQuery(undefined, { refetchOnMountOrArgChange: true });
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    if (error) notification.error({ title: messageOf(error) });
  }, [error]);
  const sending = data?.sending ?? null;
  const entries = data?.data ?? [];

  return (
    <section className="chart-box outbox" aria-label={t('backOffice.outbox.title')}>
      <div className="backoffice-page-head">
        <h2>{t('backOffice.outbox.title')}</h2>
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
          {t('backOffice.common.reload')}
        </Button>
      </div>
      {sending === 'smtp' ? (
        <Alert type="info" title={t('backOffice.outbox.smtp')} />
      ) : entries.length === 0 ? (
        <Spin spinning={isFetching}>
          <Empty description={t('backOffice.outbox.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </Spin>
      ) : (
        <ul className="outbox-list">
          {entries.map((e) => (
            <li key={e.name}>
              <button type="button" onClick={() => setOpened(e.name)}>
                <strong>{e.subject}</strong>
                <span>{e.to}</span>
                <time dateTime={e.writtenAt}>{vietnamTime(e.writtenAt)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <OutboxMessage name={opened} entry={entries.find((e) => e.name === opened)} onClose={() => setOpened(null)} />
      )}
    </section>
  );
}
