import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** Sends through an SMTP server (`smtp://user:pass@host:587`, `smtps://…`) with nodemailer. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
