/** An e-mail as the shop sends it: Vietnamese HTML and the same as plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable id (from the event it tells of), so a message is recognisably the same one. */
  messageId: string;
}

/** Where e-mails go: an SMTP server (SMTP_URL), or, without one, files in an outbox. */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A message in the outbox, as the Operations screen lists it. */
export interface OutboxEntry {
  name: string;
  to: string;
  subject: string;
  messageId: string;
  writtenAt: string;
  size: number;
}
