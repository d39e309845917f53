import { useEffect } from 'react';
import { Alert, Button, Empty, Modal, Spin, Tabs } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { vietnamTime } from '../../shared/format';
import { outboxMessageClosed, outboxMessageOpened, outboxRequested, selectOperations } from './operationsSlice';
import './operations.css';

/** One message of the outbox as text: who, to whom, when, its plain-text part, and as written. */
function OutboxMessage() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { open, entries } = useAppSelector(selectOperations).outbox;
  if (!open) return null;
  const entry = entries.find((e) => e.name === open.name);
  const mail = open.mail;
  return (
    <Modal
      open
      title={mail?.subject ?? entry?.subject ?? open.name}
      footer={null}
      width={760}
      onCancel={() => dispatch(outboxMessageClosed())}
    >
      {open.status === 'loading' && <Spin />}
      {open.status === 'failed' && <Alert type="error" title={t('backOffice.outbox.unreadable')} />}
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
                children: <pre className="outbox-text outbox-raw">{open.raw}</pre>,
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
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { status, sending, entries } = useAppSelector(selectOperations).outbox;
  useEffect(() => {
    dispatch(outboxRequested());
  }, [dispatch]);

  return (
    <section className="chart-box outbox" aria-label={t('backOffice.outbox.title')}>
      <div className="backoffice-page-head">
        <h2>{t('backOffice.outbox.title')}</h2>
        <Button icon={<ReloadOutlined />} onClick={() => dispatch(outboxRequested())} loading={status === 'loading'}>
          {t('backOffice.common.reload')}
        </Button>
      </div>
      {sending === 'smtp' ? (
        <Alert type="info" title={t('backOffice.outbox.smtp')} />
      ) : entries.length === 0 ? (
        <Spin spinning={status === 'loading'}>
          <Empty description={t('backOffice.outbox.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        </Spin>
      ) : (
        <ul className="outbox-list">
          {entries.map((e) => (
            <li key={e.name}>
              <button type="button" onClick={() => dispatch(outboxMessageOpened({ name: e.name }))}>
                <strong>{e.subject}</strong>
                <span>{e.to}</span>
                <time dateTime={e.writtenAt}>{vietnamTime(e.writtenAt)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <OutboxMessage />
    </section>
  );
}
