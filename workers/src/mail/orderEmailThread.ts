import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { OrderState } from '@tavico/contracts';
import type { Mailer } from '@tavico/infrastructure';
import { renderOrderEmail, type OrderEmailContext, type OrderEmailKind } from './orderEmails';

/** Where the mail thread sends: the SMTP server when there is one, else the outbox folder. */
export interface MailerSpec {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** One order e-mail to render and send: all plain data, so it can cross to a thread. */
export interface OrderEmailDelivery {
  kind: OrderEmailKind;
  order: OrderState;
  context: OrderEmailContext;
  to: string;
  messageId: string;
}

export type DeliverOrderEmail = (delivery: OrderEmailDelivery) => Promise<void>;

/** Renders and sends on the calling thread. */
export const deliverWith =
  (mailer: Mailer): DeliverOrderEmail =>
  async ({ kind, order, context, to, messageId }) =>
    mailer.send({ ...renderOrderEmail(kind, order, context), to, messageId });

/** The thread's start: TypeScript through tsx's require hook (as the services run), then the module. */
const bootstrap = `
const { createRequire } = require('node:module');
const { workerData } = require('node:worker_threads');
const load = createRequire(workerData.module);
load('tsx/cjs/api').register();
load(workerData.module);
`;

/**
 * Order e-mails rendered and sent on a worker thread of their own (orderEmailWorker.ts), started
 * at the first. Rendering an e-mail and building its MIME took a few milliseconds of the event
 * loop each, which a status change's push to the customer's socket then waited behind (the
 * slowest 1% of the pushes). A thread that fails or stops fails the sends under way, whose jobs
 * try again; the next send starts a new thread.
 */
export function orderEmailThread(spec: MailerSpec) {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve(): void; reject(error: Error): void }>();
  const inFlight = new Set<Promise<void>>();
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const start = () => {
    const started = new Worker(bootstrap, {
      eval: true,
      workerData: { module: path.join(__dirname, 'orderEmailWorker.ts'), spec },
    });
    started.on('message', ({ id, error }: { id: number; error?: string }) => {
      const waiter = pending.get(id);
      if (!waiter) return;
      pending.delete(id);
      if (error === undefined) waiter.resolve();
      else waiter.reject(new Error(error));
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('the mail thread stopped'));
    });
    return started;
  };

  const deliver: DeliverOrderEmail = (delivery) => {
    const sent = new Promise<void>((resolve, reject) => {
      worker ??= start();
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, delivery });
    });
    inFlight.add(sent);
    const forget = () => void inFlight.delete(sent);
    sent.then(forget, forget);
    return sent;
  };

  return {
    deliver,
    /** Lets the sends under way finish, then stops the thread. */
    async close() {
      await Promise.allSettled([...inFlight]);
      const stopping = worker;
      worker = null;
      if (!stopping) return;
      const exited = once(stopping, 'exit');
      stopping.postMessage({ close: true });
      await exited;
    },
  };
}
