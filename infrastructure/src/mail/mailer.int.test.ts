import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpCatcher } from '../../../test/support/smtpServer';
import { mailerContract } from './mailer.contract';
import { createOutboxMailer, readOutbox, readOutboxMessage } from './outbox';
import { createSmtpMailer } from './smtp';

const from = 'Tavico Home <no-reply@tavico.vn>';

mailerContract('SMTP (a real server in-process)', async () => {
  const smtp = await startSmtpCatcher();
  return {
    mailer: createSmtpMailer({ url: smtp.url, from }),
    delivered: async () => smtp.received,
    teardown: smtp.close,
  };
});

mailerContract('outbox files', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavico-outbox-'));
  return {
    mailer: createOutboxMailer({ dir, from }),
    delivered: async () =>
      readdirSync(dir)
        .filter((n) => n.endsWith('.eml'))
        .map((n) => readFileSync(path.join(dir, n), 'utf8')),
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('the outbox', () => {
  it('lists messages newest first, replaces a message written again, and reads only its own files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tavico-outbox-'));
    try {
      // Newest first is by the time written: a clock that moves on a second per message says which.
      let second = 0;
      const clock = { now: () => new Date(Date.UTC(2026, 10, 21, 8, 0, second++)) };
      const mailer = createOutboxMailer({ dir, from, clock });
      const message = { to: 'lan@example.vn', text: 'x', html: '<p>x</p>' };
      await mailer.send({ ...message, subject: 'Một', messageId: '<a@tavico.vn>' });
      await mailer.send({ ...message, subject: 'Hai', messageId: '<b@tavico.vn>' });
      await mailer.send({ ...message, subject: 'Hai', messageId: '<b@tavico.vn>' });
      const listed = await readOutbox(dir);
      expect(listed.map((e) => e.subject)).toEqual(['Hai', 'Một']);
      expect(await readOutboxMessage(dir, listed[0].name)).toContain('Message-ID: <b@tavico.vn>');
      expect(await readOutboxMessage(dir, '../../etc/passwd')).toBeNull();
      expect(await readOutboxMessage(dir, 'missing.eml')).toBeNull();
      expect(await readOutbox(path.join(dir, 'nothing-here'))).toEqual([]);
      // A listing caught half-written (or anything else not the shop's) is left out, not a failure.
      writeFileSync(path.join(dir, 'half.json'), '{"name":"half.eml","wri');
      writeFileSync(path.join(dir, 'other.json'), '[1, 2]');
      expect((await readOutbox(dir)).map((e) => e.subject)).toEqual(['Hai', 'Một']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
