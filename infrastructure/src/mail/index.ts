/**
 * The mailers alone (`@tavico/infrastructure/mail`): what a mail thread loads, without the rest
 * of the package (its databases, queues and sockets), so the thread starts in half a second.
 */
export { createOutboxMailer } from './outbox';
export { createSmtpMailer } from './smtp';
export type { Mailer, MailMessage } from './port';
