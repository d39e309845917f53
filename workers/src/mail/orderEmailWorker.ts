import { parentPort, workerData } from 'node:worker_threads';
// Only the mailers, not the whole infrastructure package: the thread starts in half a second.
import { createOutboxMailer, createSmtpMailer } from '@tavico/infrastructure/mail';
import { deliverWith, type MailerSpec, type OrderEmailDelivery } from './orderEmailThread';

/** The mail thread (see orderEmailThread.ts): renders and sends each order e-mail it is handed. */
const port = parentPort;
if (!port) throw new Error('orderEmailWorker runs as a worker thread');
const { spec } = workerData as { spec: MailerSpec };
const mailer = spec.smtpUrl
  ? createSmtpMailer({ url: spec.smtpUrl, from: spec.from })
  : createOutboxMailer({ dir: spec.outboxDir, from: spec.from });
const deliver = deliverWith(mailer);

port.on('message', (message: { id: number; delivery: OrderEmailDelivery } | { close: true }) => {
  if ('close' in message) {
    void mailer.close().finally(() => port.close());
    return;
  }
  deliver(message.delivery).then(
    () => port.postMessage({ id: message.id }),
    (error: unknown) =>
      port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
