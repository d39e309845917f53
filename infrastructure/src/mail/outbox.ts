import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { systemClock, type Clock } from '../clock';
import type { Mailer, MailMessage, OutboxEntry } from './port';

/** A file name from a message id: letters, digits, dots and dashes only. */
const safe = (id: string) => id.replace(/[^A-Za-z0-9.-]/g, '_').slice(0, 120);

/**
 * Without an SMTP server (the standalone shop, a developer's machine) each message is written
 * whole, as nodemailer would send it, to `{dir}/{time}-{id}.eml`, beside a small `.json` the
 * Operations screen lists, newest first by the clock's time of writing. A message written again
 * (a retried job) replaces its own file.
 */
export function createOutboxMailer(options: { dir: string; from: string; clock?: Clock }): Mailer {
  const clock = options.clock ?? systemClock;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const name = safe(message.messageId);
      const raw = info.message as Buffer;
      const entry: OutboxEntry = {
        name: `${name}.eml`,
        to: message.to,
        subject: message.subject,
        messageId: message.messageId,
        writtenAt: clock.now().toISOString(),
        size: raw.length,
      };
      // Written aside, then renamed: a reader never sees half a message.
      const file = path.join(options.dir, entry.name);
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
      const listing = path.join(options.dir, `${name}.json`);
      await writeFile(`${listing}.tmp`, JSON.stringify(entry));
      await rename(`${listing}.tmp`, listing);
    },
    async close() {
      transport.close();
    },
  };
}

/** An outbox listing, or null for one that cannot be read (removed meanwhile, or not the shop's). */
async function readEntry(file: string): Promise<OutboxEntry | null> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as OutboxEntry;
    return typeof entry?.name === 'string' && typeof entry.writtenAt === 'string' ? entry : null;
  } catch {
    return null;
  }
}

/**
 * The newest messages of an outbox (at most `limit`, 100 at most), newest first. A listing that
 * cannot be read is left out rather than failing the whole list.
 */
export async function readOutbox(dir: string, limit = 50): Promise<OutboxEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const read = await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => readEntry(path.join(dir, n))));
  const entries = read.filter((e): e is OutboxEntry => e !== null);
  return entries.sort((a, b) => b.writtenAt.localeCompare(a.writtenAt)).slice(0, Math.min(limit, 100));
}

/** One message of the outbox as written (RFC 822), or null for a name that is not one of them. */
export async function readOutboxMessage(dir: string, name: string): Promise<string | null> {
  if (!/^[A-Za-z0-9._-]{1,130}\.eml$/.test(name) || name.includes('..')) return null;
  return readFile(path.join(dir, name), 'utf8').catch(() => null);
}
